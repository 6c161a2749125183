import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  USER_FIELD_LABELS,
  USER_FORM_MESSAGES,
  mayAddSchemeRow,
  type FundsWithPlansResponse,
  type SchemePlanRow,
} from '@aif/contracts';
import { MultiSelectField, SelectField, type Option } from '@aif/form-kit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { fontWeight: tokens.fontWeightSemibold },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  remove: { alignSelf: 'end' },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { alignSelf: 'flex-start' },
});

type Funds = FundsWithPlansResponse['funds'];

/**
 * The schemes and plans a distributor offers: active ones, and those the distributor already has
 * (an inactive scheme or plan is not offered for new selections, decisions §9).
 */
export function schemeChoices(funds: Funds, rows: readonly SchemePlanRow[]) {
  const chosen = new Set(rows.flatMap((r) => [r.schemeId ?? '', ...(r.planIds ?? [])]));
  const schemes: Option[] = funds
    .filter((f) => f.isActive || chosen.has(f.id))
    .map((f) => ({ value: f.id, label: f.schemeName }));
  const plansOf = (schemeId: string): Option[] =>
    (funds.find((f) => f.id === schemeId)?.plans ?? [])
      .filter((p) => p.isActive || chosen.has(p.id))
      .map((p) => ({ value: p.id, label: `${p.planCode} - ${p.planDescription}` }));
  return { schemes, plansOf };
}

/**
 * The distributor form's repeatable scheme-and-plan rows (doc 3 §2.8): a scheme, its plans, and Remove;
 * "Add" only once the last row has a scheme and plans ("Please choose applicable scheme and plans to add
 * more applicable schemes and plans"). A new scheme clears the row's plans.
 */
export function SchemeRows({ funds }: { funds: Funds }) {
  const styles = useStyles();
  const { control, setValue, getFieldState, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'schemeAndPlan' });
  const rows = (useWatch({ control, name: 'schemeAndPlan' }) as SchemePlanRow[] | undefined) ?? [];
  const [addMessage, setAddMessage] = useState<string | null>(null);
  const { schemes, plansOf } = schemeChoices(funds, rows);
  const listError = getFieldState('schemeAndPlan', formState).error;
  const message = addMessage ?? listError?.message ?? listError?.root?.message;

  const add = () => {
    if (!mayAddSchemeRow(rows)) {
      setAddMessage(USER_FORM_MESSAGES.schemeRowIncomplete);
      return;
    }
    setAddMessage(null);
    append({ schemeId: '', planIds: [] });
  };

  return (
    <section className={styles.root} aria-label={USER_FIELD_LABELS.schemeAndPlan}>
      <Text className={styles.heading}>{USER_FIELD_LABELS.schemeAndPlan}</Text>
      {fields.map((field, i) => {
        const schemeId = rows[i]?.schemeId ?? '';
        return (
          <div key={field.id} className={styles.row} role="group" aria-label={`Scheme ${i + 1}`}>
            <SelectField
              name={`schemeAndPlan.${i}.schemeId`}
              label="Scheme"
              options={schemes.filter(
                (s) => s.value === schemeId || !rows.some((r, j) => j !== i && r.schemeId === s.value),
              )}
              onValueChange={() => setValue(`schemeAndPlan.${i}.planIds`, [])}
            />
            <MultiSelectField
              name={`schemeAndPlan.${i}.planIds`}
              label="Plans"
              options={schemeId ? plansOf(schemeId) : []}
              disabled={!schemeId}
              placeholder={schemeId ? 'Choose plans' : 'Choose a scheme first'}
            />
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Remove scheme ${i + 1}`}
              onClick={() => {
                setAddMessage(null);
                remove(i);
              }}
            />
          </div>
        );
      })}
      {message && (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      )}
      <Button className={styles.add} appearance="secondary" icon={<AddRegular />} onClick={add}>
        Add
      </Button>
    </section>
  );
}
