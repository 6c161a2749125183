import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  MESSAGES,
  STEP_LABELS,
  showsDeclarationOthers,
  uboDeclarationValues,
  uboStepDefaults,
  uboStepSchema,
  type UboDeclarationOption,
  type UboStepInput,
} from '@aif/contracts';
import { ConfirmDialog, DataTable, type DataColumn } from '@aif/ui-kit';
import { StepCard, StepSection, FieldGrid } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import { SelectField, TextInputField, useLocks, useStepForm } from '../../step-kit/fields';
import { listMessage } from '../../step-kit/later-fields';
import { UboDialog, type UboEntry } from './UboDialog';
import { defaultUboApi, type UboApi } from './ubo-api';

const SLUG = 'declaration-ubo';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  add: { alignSelf: 'flex-start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  // Columns as wide as their content: the long id header wraps in its own column, not over the next.
  table: { '& table': { tableLayout: 'auto' } },
  wide: { gridColumn: '1 / -1' },
});

interface Row {
  index: number;
  ubo: UboEntry;
}

/**
 * Step 8 of the entity flow, Declaration of UBO (doc 2 §2, §5): the declaration type and value from
 * /mdms/uboTypeMaster.json, and the UBOs, each added or edited in the UBO dialog (Fetch Data, AML).
 * Removing a UBO asks first; a stored one is kept inactive (soft delete).
 */
export function DeclarationUboStep({ api = defaultUboApi }: { api?: UboApi }) {
  const styles = useStyles();
  const { application, masters } = useStepHost();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const [master, setMaster] = useState<UboDeclarationOption[] | null>(null);
  const [masterError, setMasterError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.getMaster().then(
      (m) => live && setMaster(m),
      (e: unknown) => live && setMasterError(toUserMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const ruleContext = useMemo(
    () => ({
      today: new Date(),
      countries: masters.countries,
      applicationCreatedAt: application.createdAt,
      contributorCkycs: application.applicants.map((a) => a.ckycNo),
    }),
    [masters.countries, application.createdAt, application.applicants],
  );
  const schema = useMemo(
    () => uboStepSchema({ ...ruleContext, master: master ?? [] }),
    [ruleContext, master],
  );
  // The list keeps each stored UBO's identity proof (name and id) for the dialog; the server reads fileId.
  const defaults = useMemo((): UboStepInput => {
    const d = uboStepDefaults(application);
    return {
      ...d,
      ubos: (d.ubos ?? []).map((u, i) => ({ ...u, file: application.ubos?.[i]?.file ?? null })),
    };
  }, [application]);
  const { form, submit } = useStepForm<UboStepInput, unknown>(SLUG, schema, defaults);
  const { control, formState } = form;
  const type = useWatch({ control, name: 'uboDeclarationType' }) ?? '';
  const value = useWatch({ control, name: 'uboDeclarationValue' }) ?? '';
  const ubos = (useWatch({ control, name: 'ubos' }) ?? []) as UboEntry[];
  const [editing, setEditing] = useState<{ index: number | null; key: number } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const option = master?.find((o) => o.key === type);
  const values = uboDeclarationValues(option);
  const rows: Row[] = ubos.map((ubo, index) => ({ ubo, index })).filter((r) => r.ubo.isActive !== false);
  const setUbos = (next: UboEntry[]) => {
    form.setValue('ubos', next, { shouldDirty: true });
    form.clearErrors('ubos');
  };

  const columns: DataColumn<Row>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.ubo.name || '-' },
    {
      id: 'pan',
      header: 'Taxpayer ID Number/PAN/Equivalent ID Number',
      cell: (r) => r.ubo.panNumber,
      nowrap: true,
    },
    {
      id: 'percentage',
      header: 'Percentage Of Beneficial Interest',
      cell: (r) =>
        (r.ubo.percentageOfBeneficialInterest ?? '') === ''
          ? '-'
          : `${r.ubo.percentageOfBeneficialInterest}%`,
    },
    { id: 'code', header: 'CP/UBO Code', cell: (r) => r.ubo.cpUboCode || '-', nowrap: true },
    {
      id: 'aml',
      header: 'AML Check',
      nowrap: true,
      cell: (r) =>
        r.ubo.amlCheck === false ? (
          <Badge appearance="tint" color="danger">
            {MESSAGES.amlCheckFailedLabel}
          </Badge>
        ) : (
          <Badge appearance="tint" color="success">
            Passed
          </Badge>
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            id: 'actions',
            header: 'Actions',
            sticky: 'end' as const,
            cell: (r: Row) => (
              <div className={styles.actions}>
                <Button
                  size="small"
                  aria-label={`Edit ${r.ubo.name || r.ubo.panNumber}`}
                  onClick={() => setEditing({ index: r.index, key: Date.now() })}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  aria-label={`Delete ${r.ubo.name || r.ubo.panNumber}`}
                  onClick={() => setRemoving(r.index)}
                >
                  Delete
                </Button>
              </div>
            ),
          },
        ]),
  ];

  const listError = listMessage(formState.errors.ubos);
  const editedIndex = editing?.index ?? null;
  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {masterError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{masterError}</MessageBarBody>
          </MessageBar>
        )}
        <StepSection title="Declaration">
          <FieldGrid>
            <div className={styles.wide}>
              <SelectField
                control={control}
                name="uboDeclarationType"
                label="Declaration Type"
                required
                disabled={readOnly}
                options={(master ?? []).map((o) => ({ value: o.key, label: o.displayText }))}
                onValueChange={() => {
                  // A new type starts its values over.
                  form.setValue('uboDeclarationValue', '', { shouldDirty: true });
                  form.setValue('uboDeclarationOthers', '', { shouldDirty: true });
                }}
              />
            </div>
            {values.length > 0 && (
              <SelectField
                control={control}
                name="uboDeclarationValue"
                label="Declaration Value"
                required
                disabled={readOnly}
                options={values.map((v) => ({ value: v.key, label: v.displayText }))}
              />
            )}
            {showsDeclarationOthers(option, value) && (
              <TextInputField
                control={control}
                name="uboDeclarationOthers"
                label="Please Specify Others"
                required
                disabled={readOnly}
              />
            )}
          </FieldGrid>
        </StepSection>
        <StepSection title="Ultimate Benificiary Owners (UBO)">
          {rows.length === 0 ? (
            <Text>No UBO added yet.</Text>
          ) : (
            <DataTable
              label="Ultimate Benificiary Owners (UBO)"
              columns={columns}
              rows={rows}
              getRowKey={(r) => r.ubo.id ?? `new-${r.index}`}
              minWidth={720}
              className={styles.table}
            />
          )}
          {listError && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{listError}</MessageBarBody>
            </MessageBar>
          )}
          {!readOnly && (
            <Button className={styles.add} onClick={() => setEditing({ index: null, key: Date.now() })}>
              Add UBO
            </Button>
          )}
        </StepSection>
      </form>
      {editing && (
        <UboDialog
          key={editing.key}
          initial={editedIndex === null ? null : (ubos[editedIndex] ?? null)}
          others={rows.filter((r) => r.index !== editedIndex).map((r) => r.ubo)}
          applicationId={application.id}
          ruleContext={ruleContext}
          countries={masters.countries}
          api={api}
          onCancel={() => setEditing(null)}
          onSave={(u) => {
            const list = [...(form.getValues('ubos') ?? [])] as UboEntry[];
            if (editedIndex === null) list.push(u);
            else list[editedIndex] = u;
            setUbos(list);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={MESSAGES.deleteUboConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const list = [...(form.getValues('ubos') ?? [])] as UboEntry[];
          if (removing !== null) {
            // A stored UBO is kept inactive (soft delete); a new one just leaves the list.
            if (list[removing]?.id) list[removing] = { ...list[removing], isActive: false };
            else list.splice(removing, 1);
            setUbos(list);
          }
          setRemoving(null);
        }}
      />
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={!locks.editable} />
    </StepCard>
  );
}
