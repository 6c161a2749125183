import { fatcaDataSchema } from '../api/mdms';
import type { FatcaOption, FatcaQuestion } from '../entities/fatca';
import { FATCA_CHOICE_QUESTION_TYPES } from '../enums/fatca';

/**
 * The entity FATCA/CRS questionnaire engine (doc 2 §2 "Entity FATCA", §3 "FATCA question") on the master
 * file /mdms/fatca_data.json: which questions are shown for a set of answers. Framework-free; the step
 * schema (`entity-fatca.ts`), the form and the server all decide visibility here.
 *
 * Visibility: a top-level question is shown unless `isVisible` is false. A sub-question is shown when its
 * parent is shown and it is `isVisible: true` itself (a `group`'s members), or when a shown choice
 * question's chosen option lists its id in `showQs`. Changing a choice hides what the previous option had
 * revealed (and everything below it); the answers of hidden questions are dropped on save.
 */

/** /mdms/fatca_data.json: the top-level questions, in order (the master's schema, `api/mdms.ts`). */
export const fatcaQuestionnaireSchema = fatcaDataSchema;
export type FatcaQuestionnaire = readonly FatcaQuestion[];

/** Answers keyed by each question's `backend_key`. */
export type FatcaAnswers = Record<string, string | null | undefined>;

/**
 * Keys the questionnaire never asks, whatever the master holds: the NBFC questions are asked on the
 * contributor step (0-product-decisions §10).
 */
export const FATCA_EXCLUDED_KEYS: readonly string[] = ['nbfcCorporate', 'nbfcType', 'nbfcImportanceType'];

/** The question type whose answer is the controlling-person list (not a key of `answers`). */
export const CONTROLLING_PERSON_QUESTION_TYPE = 'Controlling_person_details';

/** `isMandatory` as the master gives it (a boolean, or the strings 'true' / 'false'). */
export function isMandatoryQuestion(q: Pick<FatcaQuestion, 'isMandatory'>): boolean {
  return q.isMandatory === true || q.isMandatory === 'true';
}

export function isChoiceQuestion(q: Pick<FatcaQuestion, 'question_type'>): boolean {
  return FATCA_CHOICE_QUESTION_TYPES.includes(q.question_type);
}

/** A dropdown without options of its own offers the country list (the master's country questions). */
export function isCountryQuestion(q: Pick<FatcaQuestion, 'question_type' | 'options'>): boolean {
  return isChoiceQuestion(q) && (q.options ?? []).length === 0;
}

/** Whether the question's answer is a value in `answers` (info lines and the person list are not). */
export function isAnsweredByKey(q: FatcaQuestion): q is FatcaQuestion & { backend_key: string } {
  return (
    !!q.backend_key &&
    q.question_type !== 'info' &&
    q.question_type !== 'group' &&
    q.question_type !== CONTROLLING_PERSON_QUESTION_TYPE &&
    !FATCA_EXCLUDED_KEYS.includes(q.backend_key)
  );
}

const byOrder = (a: FatcaQuestion, b: FatcaQuestion) => (a.question_order ?? 0) - (b.question_order ?? 0);

/** The answer of a question, trimmed ('' when none). */
export function answerOf(q: Pick<FatcaQuestion, 'backend_key'>, answers: FatcaAnswers): string {
  const v = q.backend_key ? answers[q.backend_key] : null;
  return typeof v === 'string' ? v.trim() : '';
}

/** The option the answer chose (labels compare without case), or null. */
export function chosenOption(q: FatcaQuestion, answers: FatcaAnswers): FatcaOption | null {
  const a = answerOf(q, answers).toLowerCase();
  if (!a) return null;
  return (q.options ?? []).find((o) => o.label.trim().toLowerCase() === a) ?? null;
}

/** A shown question, in display order, with its depth (0 for top-level) and its parent's id. */
export interface VisibleFatcaQuestion {
  question: FatcaQuestion;
  depth: number;
  parentId: string | null;
}

/** Every question of the master by id (sub-questions included). */
function indexById(questions: FatcaQuestionnaire): Map<string, FatcaQuestion> {
  const out = new Map<string, FatcaQuestion>();
  const walk = (qs: readonly FatcaQuestion[]) => {
    for (const q of qs) {
      out.set(q.id, q);
      walk(q.sub_questions ?? []);
    }
  };
  walk(questions);
  return out;
}

/** The questions shown for `answers`, in display order (each after its parent, siblings by question_order). */
export function visibleFatcaQuestions(
  questions: FatcaQuestionnaire,
  answers: FatcaAnswers,
): VisibleFatcaQuestion[] {
  const all = indexById(questions);
  // Ids revealed by the chosen options of shown questions: found while walking, since a parent comes first.
  const revealed = new Set<string>();
  const out: VisibleFatcaQuestion[] = [];
  const excluded = (q: FatcaQuestion) => !!q.backend_key && FATCA_EXCLUDED_KEYS.includes(q.backend_key);
  const walk = (qs: readonly FatcaQuestion[], depth: number, parent: FatcaQuestion | null) => {
    for (const q of [...qs].sort(byOrder)) {
      const shown =
        !excluded(q) &&
        (parent === null ? q.isVisible !== false : q.isVisible === true || revealed.has(q.id));
      if (!shown) continue;
      out.push({ question: q, depth, parentId: parent?.id ?? null });
      if (isChoiceQuestion(q)) for (const id of chosenOption(q, answers)?.showQs ?? []) revealed.add(id);
      walk(q.sub_questions ?? [], depth + 1, q);
    }
  };
  walk(questions, 0, null);
  // A showQs id that names a question elsewhere in the tree (not a sub-question of the chooser) is
  // shown where it stands once revealed; walk again until nothing new shows.
  let size = -1;
  while (size !== out.length) {
    size = out.length;
    const before = new Set(out.map((v) => v.question.id));
    const missing = [...revealed].filter((id) => !before.has(id) && all.has(id));
    if (missing.length === 0) break;
    out.length = 0;
    walk(questions, 0, null);
  }
  return out;
}

/** The `backend_key`s of the shown questions that take an answer. */
export function visibleAnswerKeys(questions: FatcaQuestionnaire, answers: FatcaAnswers): string[] {
  return visibleFatcaQuestions(questions, answers)
    .map((v) => v.question)
    .filter(isAnsweredByKey)
    .map((q) => q.backend_key);
}

/**
 * The answers as saved: those of shown questions only (trimmed, blank as null); hidden ones and keys the
 * master does not know are dropped.
 */
export function keptFatcaAnswers(
  questions: FatcaQuestionnaire,
  answers: FatcaAnswers,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const v of visibleFatcaQuestions(questions, answers)) {
    const q = v.question;
    if (!isAnsweredByKey(q)) continue;
    const a = answerOf(q, answers);
    // A chosen option is stored with the master's own label.
    out[q.backend_key] = a === '' ? null : (chosenOption(q, answers)?.label ?? a);
  }
  return out;
}

/** The shown controlling-person question, or null (the list is neither shown nor required then). */
export function controllingPersonQuestion(
  questions: FatcaQuestionnaire,
  answers: FatcaAnswers,
): FatcaQuestion | null {
  return (
    visibleFatcaQuestions(questions, answers).find(
      (v) => v.question.question_type === CONTROLLING_PERSON_QUESTION_TYPE,
    )?.question ?? null
  );
}
