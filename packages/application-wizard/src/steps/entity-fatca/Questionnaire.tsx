import { Fragment, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import {
  Field,
  Radio,
  RadioGroup,
  Select,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CONTROLLING_PERSON_QUESTION_TYPE,
  isChoiceQuestion,
  isCountryQuestion,
  isMandatoryQuestion,
  visibleFatcaQuestions,
  type EntityFatcaStepInput,
  type FatcaAnswers,
  type FatcaQuestion,
  type FatcaQuestionnaire,
} from '@aif/contracts';
import { DateInputField, TextInputField, type Option } from '../../step-kit/fields';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Sub-questions sit under the answer that revealed them (less indent on phones, where width is short).
  nested: {
    paddingInlineStart: tokens.spacingHorizontalL,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    '@media (max-width: 767.98px)': { paddingInlineStart: tokens.spacingHorizontalS },
  },
  header: { margin: 0, paddingBlockStart: tokens.spacingVerticalS },
  info: { color: tokens.colorNeutralForeground2 },
  radios: { flexWrap: 'wrap' },
  select: { width: '100%', minWidth: 0, maxWidth: '480px' },
  selectElement: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});

type Form = EntityFatcaStepInput;
const answerPath = (key: string) => `fatca.answers.${key}` as FieldPath<Form>;

interface QuestionnaireProps {
  control: Control<Form, unknown, unknown>;
  questions: FatcaQuestionnaire;
  answers: FatcaAnswers;
  /** The country master as options (dropdowns without options of their own). */
  countries: readonly Option[];
  disabled: boolean;
  /** A choice changed: the step sets it and drops what it hid. */
  onChoose: (key: string, value: string) => void;
  /** The controlling-person list, where its question stands. */
  controllingPersons: (question: FatcaQuestion) => ReactNode;
}

/** The questions of /mdms/fatca_data.json shown for the answers so far, in the master's order. */
export function Questionnaire(props: QuestionnaireProps) {
  const styles = useStyles();
  const shown = visibleFatcaQuestions(props.questions, props.answers);
  return (
    <div className={styles.list}>
      {shown.map(({ question: q, depth }) => (
        <Fragment key={q.id}>
          {q.section_header && (
            <Subtitle2 as="h3" className={styles.header}>
              {q.section_header}
            </Subtitle2>
          )}
          <div
            className={depth > 0 ? styles.nested : undefined}
            style={depth > 1 ? { marginInlineStart: `${(depth - 1) * 16}px` } : undefined}
          >
            <Question {...props} question={q} />
          </div>
        </Fragment>
      ))}
    </div>
  );
}

function Question({
  question: q,
  control,
  countries,
  disabled,
  onChoose,
  controllingPersons,
}: QuestionnaireProps & { question: FatcaQuestion }) {
  const styles = useStyles();
  const required = isMandatoryQuestion(q);
  if (q.question_type === 'info') return <Text className={styles.info}>{q.question_text}</Text>;
  if (q.question_type === 'group')
    return (
      <Text as="p" weight="semibold">
        {q.question_text}
      </Text>
    );
  if (q.question_type === CONTROLLING_PERSON_QUESTION_TYPE) return <>{controllingPersons(q)}</>;
  const key = q.backend_key;
  if (!key) return null;
  if (q.question_type === 'date')
    return (
      <DateInputField
        control={control}
        name={answerPath(key)}
        label={q.question_text}
        required={required}
        disabled={disabled}
      />
    );
  if (!isChoiceQuestion(q))
    return (
      <TextInputField
        control={control}
        name={answerPath(key)}
        label={q.question_text}
        required={required}
        disabled={disabled}
        hint={q.placeholder ?? undefined}
        upperCase={q.validation === 'alphaNumeric'}
      />
    );
  const options: readonly Option[] = isCountryQuestion(q)
    ? countries
    : (q.options ?? []).map((o) => ({ value: o.label, label: o.label }));
  return (
    <Controller
      control={control}
      name={answerPath(key)}
      render={({ field, fieldState }) => (
        <Field
          label={q.question_text}
          required={required}
          validationMessage={fieldState.error?.message}
          hint={q.header ?? undefined}
        >
          {q.question_type === 'single_choice_radio' ? (
            <RadioGroup
              className={styles.radios}
              layout="horizontal"
              name={field.name}
              value={(field.value as string | null | undefined) ?? ''}
              disabled={disabled}
              onChange={(_, data) => onChoose(key, data.value)}
            >
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </RadioGroup>
          ) : (
            <Select
              className={styles.select}
              select={{ className: styles.selectElement }}
              name={field.name}
              value={(field.value as string | null | undefined) ?? ''}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(_, data) => onChoose(key, data.value)}
            >
              <option value="">Select</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    />
  );
}
