import { useMemo } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  APPLICANT_TITLES,
  DOCUMENT_NOTICES,
  MESSAGES,
  STEP_LABELS,
  canAddSecondFile,
  documentStepDefaults,
  poaHolderDefaults,
  poaHoldersAsked,
  documentStepSchema,
  isDocumentType,
  requiredDocuments,
  type DocumentApplication,
  type DocumentFormEntry,
  type DocumentSlot,
  type DocumentStepInput,
} from '@aif/contracts';
import { FileUpload, useNotify } from '@aif/ui-kit';
import { StepCard, StepSection } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import { useLocks, useStepForm } from '../../step-kit/fields';
import { PoaHolders } from './PoaHolders';
import { useLaterContext, type LaterStepProps } from '../../step-kit/later-fields';
import { KraDocuments } from './KraDocuments';

const SLUG = 'document-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  slots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalL,
    columnGap: tokens.spacingHorizontalXL,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  slot: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  info: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  select: { width: '100%', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Owner = { kind: 'applicants'; index: number } | { kind: 'nominees'; index: number };
type EntryErrors = FieldErrors<DocumentFormEntry>[] | undefined;

function errorsOf(errors: FieldErrors<DocumentStepInput>, owner: Owner): EntryErrors {
  const list =
    owner.kind === 'applicants'
      ? errors.applicants?.[owner.index]?.documents
      : errors.nominees?.[owner.index]?.nomineedocuments;
  return list as unknown as EntryErrors;
}

/**
 * One document slot: the proof chosen from its options, the upload (type and size from contracts'
 * `uploadRuleFor`), View and Download of the stored file, and a second file for multi-file documents.
 */
function SlotBlock({
  slot,
  entries,
  errors,
  readOnly,
  onChange,
  current,
}: {
  slot: DocumentSlot;
  entries: DocumentFormEntry[];
  /** The entries as the form holds them now: an upload ends after other changes may have been made. */
  current: () => DocumentFormEntry[];
  errors: EntryErrors;
  readOnly: boolean;
  onChange: (entries: DocumentFormEntry[]) => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const { api } = useStepHost();
  const mine = entries
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.documentType === slot.documentType && e.isActive !== false);
  const set = (i: number, patch: Partial<DocumentFormEntry>) =>
    onChange(current().map((e, k) => (k === i ? { ...e, ...patch } : e)));
  const documentType = isDocumentType(slot.documentType) ? slot.documentType : undefined;
  const options = slot.options ?? [];

  return (
    <div className={styles.slot} role="group" aria-label={slot.label}>
      {mine.map(({ e, i }, n) => {
        const label = n === 0 ? slot.label : `${slot.label} (${n + 1})`;
        const err = errors?.[i];
        const file = e.file ?? null;
        return (
          <div key={i} className={styles.slot} style={{ border: 'none', padding: 0 }}>
            {options.length > 0 && (
              <Field
                label={`${label} Type`}
                required={slot.required}
                validationMessage={err?.documentName?.message}
              >
                <Select
                  className={styles.select}
                  value={e.documentName ?? ''}
                  disabled={readOnly}
                  onChange={(_, data) => set(i, { documentName: data.value })}
                >
                  <option value="">Select</option>
                  {options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <FileUpload
              label={label}
              documentType={documentType}
              required={slot.required}
              readOnly={readOnly}
              fileName={file?.name ?? null}
              validationMessage={
                err?.file?.message ??
                (n === 0 ? (errors as { message?: string } | undefined)?.message : undefined)
              }
              onUpload={async (f) => {
                const uploaded = await api.uploadFile(f, slot.documentType);
                set(i, {
                  file: { id: uploaded.id, name: uploaded.name || f.name, url: uploaded.url },
                  documentId: uploaded.id,
                  isActive: true,
                });
              }}
              onView={
                file
                  ? () =>
                      void api.viewFile(file).catch((error: unknown) => notify.error(toUserMessage(error)))
                  : undefined
              }
              onRemove={() =>
                n > 0 && !e.id
                  ? onChange(entries.filter((_, k) => k !== i))
                  : set(i, { file: null, documentId: null })
              }
            />
            {file && (
              <div className={styles.actions}>
                <Button
                  size="small"
                  appearance="subtle"
                  aria-label={`Download ${label}`}
                  onClick={() =>
                    void api.downloadFile(file).catch((error: unknown) => notify.error(toUserMessage(error)))
                  }
                >
                  Download
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {slot.infoText && <Text className={styles.info}>{slot.infoText}</Text>}
      {slot.multipleFiles && !readOnly && mine.length === 1 && (
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={`${DOCUMENT_NOTICES.addFile} for ${slot.label}`}
            onClick={() => {
              if (!canAddSecondFile(entries, slot.documentType)) {
                notify.error(MESSAGES.uploadFirstDocument);
                return;
              }
              const first = mine[0]!.e;
              onChange([
                ...entries,
                {
                  documentType: slot.documentType,
                  documentName: first.documentName ?? '',
                  required: first.required,
                  options: first.options,
                  infoText: first.infoText,
                  multipleFiles: true,
                  applicantId: first.applicantId,
                  file: null,
                  isActive: true,
                },
              ]);
            }}
          >
            {DOCUMENT_NOTICES.addFile}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Step 9: uploads per applicant and per nominee, the slots and their required markers from
 * `requiredDocuments` on /mdms/required_document_master.json (doc 1 §5 "Documents"; doc 2 §5
 * "Documents"). Investors see them read-only, without the KRA document block (doc 1 §2, §6). No
 * declaration here: `documentDeclaration` belongs to the msar signed-documents upload.
 */
export function DocumentsStep(props: LaterStepProps = {}) {
  const styles = useStyles();
  const { application, masters } = useStepHost();
  const later = useLaterContext(props);
  const locks = useLocks();
  const readOnly = !locks.editable || locks.documentsReadOnly;
  const docApp = application as unknown as DocumentApplication;
  const ctx = useMemo(() => ({ ...later, master: masters.documentMaster }), [later, masters.documentMaster]);
  const slots = useMemo(() => requiredDocuments(docApp, ctx), [docApp, ctx]);
  const schema = useMemo(() => documentStepSchema({ ...ctx, application: docApp }), [ctx, docApp]);
  // An individual POA application also takes its POA holders here, beside the POA itself.
  const poaAsked = poaHoldersAsked(docApp);
  const defaults = useMemo(
    () => ({
      ...documentStepDefaults(docApp, ctx),
      ...(poaAsked ? { poaHolders: poaHolderDefaults(application) } : {}),
    }),
    [docApp, ctx, poaAsked, application],
  );
  const { form, submit } = useStepForm<DocumentStepInput, unknown>(SLUG, schema, defaults);
  const { control, formState } = form;
  const poaHolders = useWatch({ control, name: 'poaHolders' }) ?? [];
  const applicantsValues = useWatch({ control, name: 'applicants' }) ?? [];
  const nomineesValues = useWatch({ control, name: 'nominees' }) ?? [];

  const active = application.applicants.filter((a) => a.isActive !== false);
  const applicantTitle = (index: number) => {
    const a = application.applicants[index];
    const position = active.indexOf(a!);
    // An entity application has one applicant, the entity itself.
    const base =
      later.applicationType === 'non_individual'
        ? 'Entity'
        : (APPLICANT_TITLES[position] ?? `Applicant ${position + 1} Details`).replace(' Details', '');
    return `${base} Documents${a?.name ? ` - ${a.name}` : ''}`;
  };

  const section = (owner: Owner, title: string, documents: DocumentSlot[], entries: DocumentFormEntry[]) => {
    const errors = errorsOf(formState.errors, owner);
    const path =
      owner.kind === 'applicants'
        ? (`applicants.${owner.index}.documents` as const)
        : (`nominees.${owner.index}.nomineedocuments` as const);
    return (
      <StepSection key={`${owner.kind}-${owner.index}`} title={title}>
        {documents.length === 0 ? (
          <Text>{DOCUMENT_NOTICES.noDocuments}</Text>
        ) : (
          <div className={styles.slots}>
            {documents.map((slot) => (
              <SlotBlock
                key={slot.documentType}
                slot={slot}
                entries={entries}
                errors={errors}
                readOnly={readOnly}
                onChange={(next) =>
                  form.setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
                }
                current={() => (form.getValues(path) ?? []) as DocumentFormEntry[]}
              />
            ))}
          </div>
        )}
      </StepSection>
    );
  };

  const masterMissing = Object.keys(masters.documentMaster).length === 0;

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      {!readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{DOCUMENT_NOTICES.uploadGuidance}</MessageBarBody>
        </MessageBar>
      )}
      {masterMissing && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {slots.applicants.map((a, i) =>
          section(
            { kind: 'applicants', index: i },
            applicantTitle(a.applicantIndex),
            a.documents,
            applicantsValues[i]?.documents ?? [],
          ),
        )}
        {slots.nominees.map((n, i) => {
          const nominee = application.nominees?.[n.nomineeIndex];
          return section(
            { kind: 'nominees', index: i },
            `Nominee ${i + 1} Documents${nominee?.nomineeName ? ` - ${nominee.nomineeName}` : ''}`,
            n.documents,
            nomineesValues[i]?.nomineedocuments ?? [],
          );
        })}
        {poaAsked && (
          <PoaHolders
            holders={poaHolders}
            errors={formState.errors.poaHolders}
            readOnly={readOnly}
            onChange={(next) =>
              form.setValue('poaHolders', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
            }
          />
        )}
      </form>
      {!locks.hidden.includes('kraDocuments') && <KraDocuments applicants={active} />}
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={!locks.editable} />
    </StepCard>
  );
}
