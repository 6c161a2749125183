/**
 * The read-only texts of an entity application's UBO declaration and FATCA questionnaire (doc 2 "Previews"),
 * shared by the preview / details sections and the application PDF: what the master files
 * (/mdms/uboTypeMaster.json, /mdms/fatca_data.json) say the stored keys and answers mean.
 */
import type { FatcaDetail, FatcaQuestion } from '../entities/fatca';
import type { UboDeclarationOption } from '../entities/ubo';
import { visibleFatcaQuestions } from '../wizard/entity-fatca-questions';
import { UBO_DECLARATION_OTHERS, uboDeclarationValues } from '../wizard-later-steps/ubo';

export interface UboDeclarationText {
  /** The declaration type's display text (the stored key when the master does not know it). */
  type: string | null;
  /** The value's display text; an 'others' value shows the text typed for it. */
  value: string | null;
}

export function uboDeclarationText(
  options: readonly UboDeclarationOption[],
  type: string | null | undefined,
  value: string | null | undefined,
  others: string | null | undefined,
): UboDeclarationText {
  const option = type ? options.find((o) => o.key === type) : undefined;
  const chosen = value ? uboDeclarationValues(option).find((v) => v.key === value) : undefined;
  const typed = others?.trim() ? others.trim() : null;
  let shown = chosen?.displayText ?? value ?? null;
  if (value === UBO_DECLARATION_OTHERS && typed) shown = `${chosen?.displayText ?? 'Others'}: ${typed}`;
  else if (!value && typed) shown = typed;
  return { type: option?.displayText ?? type ?? null, value: shown };
}

export interface FatcaAnswerRow {
  id: string;
  /** The section header a question opens ('FATCA and CRS declaration'). */
  sectionHeader: string | null;
  question: string;
  answer: string | null;
}

/** Question types with no answer of their own: the controlling persons are listed apart, info is text. */
const NOT_ANSWERS = new Set<string>(['info', 'Controlling_person_details', 'group']);

/**
 * The shown questions of the questionnaire with their answers, in order, as the form shows them
 * (`visibleFatcaQuestions`). Answers come from `answers` by `backend_key`, else from a field of the FATCA
 * detail of that name (declarationDate).
 */
export function fatcaAnswerRows(
  questions: readonly FatcaQuestion[],
  detail: FatcaDetail | null | undefined,
): FatcaAnswerRow[] {
  const answerOf = (q: FatcaQuestion): string | null => {
    const key = q.backend_key;
    if (!key) return null;
    const fromAnswers = detail?.answers?.[key];
    if (fromAnswers !== undefined && fromAnswers !== null) return fromAnswers;
    const field = (detail as Record<string, unknown> | null | undefined)?.[key];
    return typeof field === 'string' ? field : null;
  };
  return visibleFatcaQuestions(questions, detail?.answers ?? {})
    .map((v) => v.question)
    .filter((q) => !NOT_ANSWERS.has(q.question_type))
    .map((q) => ({
      id: q.id,
      sectionHeader: q.section_header ?? null,
      question: q.question_text,
      answer: answerOf(q),
    }));
}
