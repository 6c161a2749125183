import { useCallback, useMemo } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  STEP_LABELS,
  answerFatcaQuestion,
  controllingPersonQuestion,
  entityFatcaStepDefaults,
  entityFatcaStepSchema,
  isMandatoryQuestion,
  type ControllingPersonInput,
  type EntityFatcaStepInput,
  type FatcaQuestion,
} from '@aif/contracts';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { StepCard } from '../../step-kit/StepCard';
import { useStepHost } from '../../step-kit/StepHost';
import { useLocks, useStepContext, useStepForm } from '../../step-kit/fields';
import { listMessage } from '../../step-kit/later-fields';
import { ControllingPersons } from './ControllingPersons';
import { Questionnaire } from './Questionnaire';
import { useFatcaQuestions } from './useFatcaQuestions';

const SLUG = 'fatca';

export const FATCA_QUESTIONS_UNAVAILABLE = 'The FATCA questions could not be loaded. Please try again later.';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** Messages the refused save put on single persons (the save-time 'Invalid ... in Controlling Person'). */
function personMessagesOf(errors: FieldErrors<EntityFatcaStepInput>): string[] {
  const list = errors.fatca?.controllingpersons;
  if (!Array.isArray(list)) return [];
  const out = new Set<string>();
  for (const person of list as unknown[]) {
    if (!person || typeof person !== 'object') continue;
    for (const field of Object.values(person as Record<string, { message?: unknown }>))
      if (typeof field?.message === 'string') out.add(field.message);
  }
  return [...out];
}

/**
 * Step 9 of the entity wizard (doc 2 §2 "Entity FATCA"): the questionnaire of /mdms/fatca_data.json,
 * questions revealed and hidden as choices are made (a hidden question's answer is dropped at once), and
 * the controlling persons where the questionnaire asks for them.
 */
export function EntityFatcaStep() {
  const styles = useStyles();
  const { application, masters } = useStepHost();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const { questions, status } = useFatcaQuestions();
  const schema = useMemo(
    () => entityFatcaStepSchema({ questions, countries: ctx.countries, today: ctx.today }),
    [questions, ctx.countries, ctx.today],
  );
  const defaults = useMemo(() => entityFatcaStepDefaults(application), [application]);
  const { form, submit } = useStepForm<EntityFatcaStepInput, unknown>(SLUG, schema, defaults);
  const { control, getValues, setValue } = form;
  const answers = useWatch({ control, name: 'fatca.answers' }) ?? {};
  const persons = (useWatch({ control, name: 'fatca.controllingpersons' }) ?? []) as ControllingPersonInput[];
  const countries = useMemo(
    () => masters.countries.map((c) => ({ value: c.name.toUpperCase(), label: c.name })),
    [masters.countries],
  );
  const revalidate = form.formState.isSubmitted;

  const setPersons = useCallback(
    (next: ControllingPersonInput[]) =>
      setValue('fatca.controllingpersons', next, { shouldDirty: true, shouldValidate: revalidate }),
    [setValue, revalidate],
  );

  const onChoose = useCallback(
    (key: string, value: string) => {
      const next = answerFatcaQuestion(questions, getValues('fatca.answers') ?? {}, key, value);
      setValue('fatca.answers', next, { shouldDirty: true, shouldValidate: revalidate });
      // Answers that no longer ask for controlling persons flag them inactive (doc 2 §4).
      if (!controllingPersonQuestion(questions, next)) {
        const current = (getValues('fatca.controllingpersons') ?? []) as ControllingPersonInput[];
        if (current.some((p) => p.isActive !== false))
          setPersons(current.filter((p) => p.id).map((p) => ({ ...p, isActive: false })));
      }
    },
    [questions, getValues, setValue, setPersons, revalidate],
  );

  const errors = form.formState.errors;
  const renderPersons = (q: FatcaQuestion) => (
    <ControllingPersons
      label={q.question_text}
      required={isMandatoryQuestion(q)}
      persons={persons}
      onChange={setPersons}
      disabled={readOnly}
      ctx={ctx}
      countries={countries}
      message={listMessage(errors.fatca?.controllingpersons)}
      personMessages={personMessagesOf(errors)}
    />
  );

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      {status === 'loading' && <Spinner label="Loading the FATCA questions" />}
      {status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{FATCA_QUESTIONS_UNAVAILABLE}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'loaded' && (
        <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
          <Questionnaire
            control={control}
            questions={questions}
            answers={answers}
            countries={countries}
            disabled={readOnly}
            onChoose={onChoose}
            controllingPersons={renderPersons}
          />
        </form>
      )}
      <StepActions
        slug={SLUG}
        onSave={(saveType) => void submit(saveType)}
        disabled={readOnly || status !== 'loaded'}
      />
    </StepCard>
  );
}
