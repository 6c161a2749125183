import { z } from 'zod';
import { compareCalendarDates, toCalendarDate, todayInIST, toIsoDate } from '../dates';
import type { FatcaDetail } from '../entities/fatca';
import { alphaNumericMessage } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { list, LIST_LIMITS, text, textCharactersMessage, TEXT_LIMITS } from '../validation/text';
import { countryNames, inList, type WizardStepContext } from './context';
import {
  controllingPersonFields,
  controllingPersonFormValues,
  controllingPersonIssues,
  normaliseControllingPerson,
  type ControllingPersonInput,
} from './controlling-person';
import {
  answerOf,
  chosenOption,
  controllingPersonQuestion,
  isAnsweredByKey,
  isChoiceQuestion,
  isCountryQuestion,
  isMandatoryQuestion,
  keptFatcaAnswers,
  visibleFatcaQuestions,
  type FatcaAnswers,
  type FatcaQuestionnaire,
} from './entity-fatca-questions';

/**
 * Step 9 of the entity wizard, fatca (doc 2 §2 "Entity FATCA", §5): the questionnaire of
 * /mdms/fatca_data.json and the controlling persons. Form values (and the update's `data`):
 *
 *   { fatca: { answers: { [backend_key]: string | null }, controllingpersons: [{ id?, name, ... isActive }] } }
 *
 * The parsed value keeps the answers of shown questions only (choices with the master's label, dates as
 * 'YYYY-MM-DD'); when the controlling-person question is not shown every person is flagged inactive
 * (doc 2 §4 "On FATCA answers reset, persons are flagged inactive"), and a new person that is inactive is
 * dropped ("only persons with an id or active flag are kept").
 */

/** Messages the specification does not word, in its style. */
export const ENTITY_FATCA_MESSAGES = {
  invalidChoice: (questionText: string) => `Invalid value for ${questionText}`,
} as const;

export interface EntityFatcaContext extends Pick<WizardStepContext, 'countries' | 'today'> {
  /** /mdms/fatca_data.json, parsed (`fatcaQuestionnaireSchema`). */
  questions: FatcaQuestionnaire;
}

/** The message of a shown question's answer, or null. */
export function fatcaAnswerMessage(
  q: FatcaQuestionnaire[number],
  answers: FatcaAnswers,
  ctx: Pick<EntityFatcaContext, 'countries' | 'today'>,
): string | null {
  const v = answerOf(q, answers);
  if (v === '') {
    if (!isMandatoryQuestion(q)) return null;
    // A radio question reads as one of the form's blocks (doc 2 §5 wording); other fields name themselves.
    if (q.question_type === 'single_choice_radio') return MESSAGES.fillAllFields;
    return q.question_text.trim()
      ? MESSAGES.questionRequired(q.question_text.trim())
      : MESSAGES.fieldRequired;
  }
  if (q.question_type !== 'open_text_field') {
    const chars = textCharactersMessage(v);
    if (chars) return chars;
  }
  if (isCountryQuestion(q))
    return inList(v, countryNames(ctx)) ? null : ENTITY_FATCA_MESSAGES.invalidChoice(q.question_text);
  if (isChoiceQuestion(q))
    return chosenOption(q, answers) ? null : ENTITY_FATCA_MESSAGES.invalidChoice(q.question_text);
  if (q.question_type === 'date') {
    const d = toCalendarDate(v);
    if (!d || compareCalendarDates(d, todayInIST(ctx.today)) > 0) return MESSAGES.dateInvalid;
    return null;
  }
  if (q.validation === 'alphaNumeric') return alphaNumericMessage(v);
  return null;
}

const answerValue = text(TEXT_LIMITS.remark, { multiLine: true }).nullish();

export function entityFatcaStepSchema(ctx: EntityFatcaContext) {
  const { questions } = ctx;
  return z
    .object({
      fatca: z.object({
        answers: z
          .record(text(TEXT_LIMITS.code), answerValue)
          // Bounded like a list: one answer per question.
          .refine(
            (a) => Object.keys(a).length <= LIST_LIMITS.entries,
            MESSAGES.listTooLong(LIST_LIMITS.entries),
          )
          .nullish()
          .transform((a) => a ?? {}),
        controllingpersons: list(controllingPersonFields, LIST_LIMITS.people)
          .nullish()
          .transform((l) => l ?? []),
      }),
    })
    .superRefine(({ fatca }, zctx) => {
      const add = (path: (string | number)[], message: string | null) => {
        if (message) zctx.addIssue({ code: 'custom', path: ['fatca', ...path], message });
      };
      for (const { question: q } of visibleFatcaQuestions(questions, fatca.answers)) {
        if (isAnsweredByKey(q)) add(['answers', q.backend_key], fatcaAnswerMessage(q, fatca.answers, ctx));
      }
      const cpQuestion = controllingPersonQuestion(questions, fatca.answers);
      if (!cpQuestion) return;
      const active = fatca.controllingpersons.map((p, i) => ({ p, i })).filter(({ p }) => p.isActive);
      if (active.length === 0 && isMandatoryQuestion(cpQuestion))
        add(['controllingpersons'], MESSAGES.addControllingPerson);
      for (const { p, i } of active) {
        const others = active.filter((o) => o.i !== i).map((o) => o.p);
        for (const [field, message] of controllingPersonIssues(p, { ...ctx, others }))
          add(['controllingpersons', i, field], message);
      }
    })
    .transform(({ fatca }) => {
      const answers = keptFatcaAnswers(questions, fatca.answers);
      for (const { question: q } of visibleFatcaQuestions(questions, fatca.answers)) {
        const key = q.backend_key;
        if (q.question_type === 'date' && key && answers[key]) answers[key] = toIsoDate(answers[key]!);
      }
      const asked = controllingPersonQuestion(questions, fatca.answers) !== null;
      const controllingpersons = fatca.controllingpersons
        .map((p) => normaliseControllingPerson({ ...p, isActive: asked && p.isActive }))
        .filter((p) => p.isActive || p.id !== '');
      return { fatca: { answers, controllingpersons } };
    });
}
export type EntityFatcaStepInput = z.input<ReturnType<typeof entityFatcaStepSchema>>;
export type EntityFatcaStepValues = z.output<ReturnType<typeof entityFatcaStepSchema>>;

/** The step's form as loaded: the stored answers and active persons (GET's applicants[0].fatcadetail). */
export function entityFatcaStepDefaults(application: {
  applicants?: readonly { fatcadetail?: FatcaDetail | null }[] | null;
}): { fatca: { answers: Record<string, string | null>; controllingpersons: ControllingPersonInput[] } } {
  const detail = application.applicants?.[0]?.fatcadetail;
  return {
    fatca: {
      answers: { ...(detail?.answers ?? {}) },
      controllingpersons: (detail?.controllingpersons ?? [])
        .filter((p) => p.isActive !== false)
        .map(controllingPersonFormValues),
    },
  };
}

/**
 * The answers after one answer changed: the new value set and the answers of questions it hid dropped
 * (the form does this as the user answers, the schema again on save).
 */
export function answerFatcaQuestion(
  questions: FatcaQuestionnaire,
  answers: FatcaAnswers,
  key: string,
  value: string | null,
): Record<string, string | null> {
  const next: FatcaAnswers = { ...answers, [key]: value };
  const shown = new Set(
    visibleFatcaQuestions(questions, next)
      .map((v) => v.question.backend_key)
      .filter((k): k is string => !!k),
  );
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(next)) if (shown.has(k)) out[k] = v ?? null;
  return out;
}
