import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  MAX_SIGNATORY_GROUPS,
  SIGNATORY_MESSAGES,
  STEP_LABELS,
  authorisedSignatoryStepDefaults,
  authorisedSignatoryStepSchema,
  canAddSignatory,
  fundTypeOf,
  newSignatoryGroup,
  thresholdOptions,
  type AuthorisedSignatoryStepInput,
  type SignatoryEntry,
  type SignatoryGroupEntry,
} from '@aif/contracts';
import { ConfirmDialog } from '@aif/ui-kit';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import { TextInputField, useLocks, useStepForm } from '../../step-kit/fields';
import { listMessage } from '../../step-kit/later-fields';
import { SignatoryDialog } from './SignatoryDialog';
import { SignatoryTable } from './SignatoryTable';

const SLUG = 'authorised-signatory';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  add: { alignSelf: 'flex-start' },
  threshold: { maxWidth: '360px' },
});

const isOn = (x: { isActive?: boolean | null }) => x.isActive !== false;

/** Where the dialog writes: a group, and a member of it (null: a new one). */
type Editing = { group: number; index: number | null };
type Removing = { group: number; index: number | null };

/** The first message of each member of a group that has one (the table shows no field of its own). */
function memberMessages(errors: unknown, members: readonly SignatoryEntry[]): string[] {
  const list = (errors as { groupsignatories?: Record<number, Record<string, { message?: string }>> })
    ?.groupsignatories;
  if (!list) return [];
  return members.flatMap((m, i) => {
    const own = list[i];
    const first = own && Object.values(own).find((e) => typeof e?.message === 'string')?.message;
    return first ? [`${m.name || `Member ${i + 1}`}: ${first}`] : [];
  });
}

/**
 * Step 7 of the entity flow (doc 2 §2 "Authorised signatory", §5): per group the "Total No. of required
 * authorised signatories" (1 to the active count), the members' table, 'Add Authorised Signatory' (hidden
 * at 20), the Add / Edit Member dialog and delete with confirmation; 'Add Group' for a further group,
 * each named. Deleted members and groups leave the list; the server marks the stored ones inactive.
 */
export function AuthorisedSignatoryStep() {
  const styles = useStyles();
  const { application } = useStepHost();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const fundType = fundTypeOf(application);
  const schema = useMemo(() => authorisedSignatoryStepSchema({ fundType }), [fundType]);
  const defaults = useMemo(() => authorisedSignatoryStepDefaults(application), [application]);
  const { form, submit } = useStepForm<AuthorisedSignatoryStepInput, unknown>(SLUG, schema, defaults);
  const { control, formState } = form;
  const groups: SignatoryGroupEntry[] = useWatch({ control, name: 'groups' }) ?? [];
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  const setGroups = (next: SignatoryGroupEntry[]) =>
    form.setValue('groups', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const current = () => form.getValues('groups') ?? [];
  const membersOf = (g: SignatoryGroupEntry) => g.groupsignatories ?? [];
  const updateGroup = (gi: number, change: (g: SignatoryGroupEntry) => SignatoryGroupEntry) =>
    setGroups(current().map((g, i) => (i === gi ? change(g) : g)));

  /** The members of a group after a change; the required count stays within 1..active count. */
  const withMembers = (g: SignatoryGroupEntry, members: SignatoryEntry[]): SignatoryGroupEntry => {
    const active = members.filter(isOn).length;
    return { ...g, groupsignatories: members, threshold: Math.max(1, Math.min(g.threshold ?? 1, active)) };
  };

  // PAN, mobile and e-mail are unique across every group's active members, the edited one excluded.
  const othersFor = (e: Editing) =>
    groups.flatMap((g, gi) => membersOf(g).filter((m, mi) => isOn(m) && !(gi === e.group && mi === e.index)));
  const othersOf = useMemo(() => (editing ? othersFor(editing) : []), [editing, groups]); // eslint-disable-line react-hooks/exhaustive-deps

  const saveMember = (entry: SignatoryEntry) => {
    if (!editing) return;
    const { group, index } = editing;
    updateGroup(group, (g) => {
      const members = [...membersOf(g)];
      if (index === null) members.push(entry);
      else members[index] = entry;
      return withMembers(g, members);
    });
    setEditing(null);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const { group, index } = removing;
    if (index === null) setGroups(current().filter((_, i) => i !== group));
    else
      updateGroup(group, (g) =>
        withMembers(
          g,
          membersOf(g).filter((_, i) => i !== index),
        ),
      );
    setRemoving(null);
  };

  const activeGroups = groups.map((g, i) => ({ g, i })).filter(({ g }) => isOn(g));
  const several = activeGroups.length > 1;
  const rootMessage = listMessage(formState.errors.groups);
  const editingEntry =
    editing && editing.index !== null ? membersOf(groups[editing.group] ?? {})[editing.index] : null;

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {activeGroups.map(({ g, i }, position) => {
          const rows = membersOf(g)
            .map((entry, index) => ({ entry, index }))
            .filter((r) => isOn(r.entry));
          const errors = formState.errors.groups?.[i];
          const groupMessage = listMessage(errors?.groupsignatories);
          const title = g.name?.trim() || (several ? `Group ${position + 1}` : 'Authorised Signatories');
          return (
            <StepSection
              key={g.id ?? `new-${i}`}
              title={title}
              actions={
                !readOnly && several ? (
                  <Button onClick={() => setRemoving({ group: i, index: null })}>Delete Group</Button>
                ) : undefined
              }
            >
              <FieldGrid>
                {several && (
                  <TextInputField
                    control={control}
                    name={`groups.${i}.name`}
                    label="Group Name"
                    required
                    disabled={readOnly}
                  />
                )}
                <Field
                  className={styles.threshold}
                  label="Total No. of required authorised signatories"
                  required
                  validationMessage={errors?.threshold?.message}
                >
                  <Select
                    value={String(g.threshold ?? 1)}
                    disabled={readOnly}
                    onChange={(_, d) => updateGroup(i, (x) => ({ ...x, threshold: Number(d.value) }))}
                  >
                    {thresholdOptions(g).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </Select>
                </Field>
              </FieldGrid>
              <SignatoryTable
                label={`${title} members`}
                rows={rows}
                readOnly={readOnly}
                onToggleEsign={(index, canEsign) =>
                  updateGroup(i, (x) =>
                    withMembers(
                      x,
                      membersOf(x).map((m, k) => (k === index ? { ...m, canEsign } : m)),
                    ),
                  )
                }
                onEdit={(index) => setEditing({ group: i, index })}
                onDelete={(index) => setRemoving({ group: i, index })}
              />
              {[groupMessage, ...memberMessages(errors, membersOf(g))]
                .filter((m): m is string => !!m)
                .map((m) => (
                  <MessageBar key={m} intent="error" role="alert">
                    <MessageBarBody>{m}</MessageBarBody>
                  </MessageBar>
                ))}
              {!readOnly && canAddSignatory(g) && (
                <Button className={styles.add} onClick={() => setEditing({ group: i, index: null })}>
                  Add Authorised Signatory
                </Button>
              )}
            </StepSection>
          );
        })}
        {rootMessage && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{rootMessage}</MessageBarBody>
          </MessageBar>
        )}
        {!readOnly && activeGroups.length < MAX_SIGNATORY_GROUPS && (
          <Button
            className={styles.add}
            appearance="secondary"
            onClick={() =>
              // With a second group every group is named: an unnamed first one becomes 'Group 1'.
              setGroups([
                ...current().map((g, k) =>
                  isOn(g) && !g.name?.trim() ? { ...g, name: `Group ${k + 1}` } : g,
                ),
                newSignatoryGroup(`Group ${activeGroups.length + 1}`),
              ])
            }
          >
            Add Group
          </Button>
        )}
      </form>
      <SignatoryDialog
        open={editing !== null}
        initial={editingEntry}
        others={othersOf}
        fundType={fundType}
        onCancel={() => setEditing(null)}
        onSave={saveMember}
      />
      <ConfirmDialog
        open={removing !== null}
        message={
          removing?.index === null ? SIGNATORY_MESSAGES.deleteGroupConfirm : SIGNATORY_MESSAGES.deleteConfirm
        }
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={!locks.editable} />
    </StepCard>
  );
}
