import { z } from 'zod';
import type { DOCUMENT_REQUIRED_WHEN, DocumentMasterEntry, requiredDocumentMasterSchema } from '../api/mdms';
import { MAX_FILES_PER_MULTI_FILE_DOCUMENT } from '../constants';
import { isAfterCutoff } from '../cutoffs';
import type { Address } from '../entities/address';
import type { DocumentEntry } from '../entities/document';
import { DOCUMENT_TYPE_LABELS, isDocumentType } from '../enums/documents';
import { NATURAL_PARENT_RELATIONSHIPS, type Depository } from '../enums/kyc';
import type { Role } from '../roles';
import { isMinorOn } from '../validation/date-of-birth';
import { dematMessages } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { uploadMessage, uploadRuleFor } from '../uploads';
import { issueAdder, optionalFlag, trimmed, type LaterStepContext } from './context';
import { list, LIST_LIMITS, optionalText, text, TEXT_LIMITS } from '../validation/text';
import { LATER_STEP_MESSAGES } from './messages';
import {
  addPoaHolderIssues,
  poaHoldersFormSchema,
  toSignatoryValues,
  type SignatoryValues,
} from './signatories';

export type RequiredDocumentMaster = z.infer<typeof requiredDocumentMasterSchema>;
export type DocumentRequiredWhen = (typeof DOCUMENT_REQUIRED_WHEN)[number];

export interface DocumentStepContext extends LaterStepContext {
  /** /mdms/required_document_master.json, parsed with `requiredDocumentMasterSchema` (no I/O here). */
  master: RequiredDocumentMaster;
  /** Configuration: accept an 8-digit CDSL DPCL ID (otherwise decided by the application's creation date). */
  legacyDpclLength?: boolean;
}

/** The parts of an applicant the document rules read. */
export interface DocumentApplicant {
  id?: string | null;
  isActive?: boolean | null;
  status?: string | null;
  investorType?: string | null;
  amlCheck?: boolean | null;
  dataFetchedFromKRA?: boolean | null;
  correspondenceAddressEdited?: boolean | null;
  addresses?:
    readonly Pick<Address, 'address_type' | 'permanentAddressSameAsCorresponding' | 'isActive'>[] | null;
  dlclId?: string | null;
  dpId?: string | null;
  clId?: string | null;
  guardianRelationship?: string | null;
  naturalParent?: 'yes' | 'no' | null;
  documents?: readonly DocumentEntry[] | null;
}

/** The parts of an application the document rules read. */
export interface DocumentApplication {
  applicationType: 'individual' | 'non_individual';
  onboardingType?: 'normal' | 'minor' | null;
  hasPOA?: boolean | null;
  createdAt?: string | Date | null;
  doNotWishToNominate?: boolean | null;
  applicants: readonly DocumentApplicant[];
  banks?:
    | readonly {
        isActive?: boolean | null;
        defaultBankAccount?: boolean | null;
        pennydropVerified?: boolean | null;
        bankAccountType?: string | null;
      }[]
    | null;
  nominees?:
    | readonly {
        id?: string | null;
        isActive?: boolean | null;
        dateOfBirth?: string | null;
        nomineedocuments?: readonly DocumentEntry[] | null;
      }[]
    | null;
}

/** One document slot as the step shows it: the master entry with `required` decided for this application. */
export interface DocumentSlot extends DocumentMasterEntry {
  /** What the messages call it: the label of the document type, else the master's name. */
  label: string;
  /** The condition that made an optional entry required, when one did. */
  requiredBecause?: DocumentRequiredWhen;
}

export interface ApplicantDocumentSlots {
  /** Index among the application's applicants (inactive ones are skipped, not renumbered). */
  applicantIndex: number;
  applicantId: string | null;
  /** The key of the master used (individual, minor, nri, poa, nri_poa, or the entity type). */
  masterKey: string;
  documents: DocumentSlot[];
}

export interface NomineeDocumentSlots {
  nomineeIndex: number;
  nomineeId: string | null;
  documents: DocumentSlot[];
}

export interface RequiredDocuments {
  applicants: ApplicantDocumentSlots[];
  nominees: NomineeDocumentSlots[];
}

const active = <T extends { isActive?: boolean | null }>(x: T) => x.isActive !== false;

/** Investors see document uploads read-only (doc 1 §5, §6). */
export function isDocumentStepReadOnly(role: Role): boolean {
  return role === 'investor';
}

/**
 * The master key of an applicant: entity applications use the entity's investor type; individuals are
 * `minor` (minor onboarding), `nri` / `nri_poa` (residential status NRI), `poa` or `individual`.
 */
export function documentMasterKey(
  app: Pick<DocumentApplication, 'applicationType' | 'onboardingType' | 'hasPOA'>,
  applicant: DocumentApplicant,
): string {
  if (app.applicationType === 'non_individual') return trimmed(applicant.investorType);
  if (app.onboardingType === 'minor') return 'minor';
  const nri = trimmed(applicant.status).toUpperCase() === 'NRI';
  if (nri) return app.hasPOA ? 'nri_poa' : 'nri';
  return app.hasPOA ? 'poa' : 'individual';
}

/**
 * Proof of court for a minor's guardian (doc 1 §5 "proof of court for a minor's natural parent"): asked when
 * the natural-parent question applies (guardian Mother or Father) and the guardian answered that they are
 * not the natural parent, i.e. a court-appointed guardian. The master's info text reads "Court order
 * appointing the guardian".
 */
export function proofOfCourtRequired(applicant: DocumentApplicant): boolean {
  return (
    (NATURAL_PARENT_RELATIONSHIPS as readonly string[]).includes(trimmed(applicant.guardianRelationship)) &&
    applicant.naturalParent === 'no'
  );
}

/**
 * Correspondence address proof: when the address was edited after a KRA fetch, or it was not fetched from
 * the KRA and the permanent address is not "same as correspondence".
 */
export function correspondenceProofRequired(applicant: DocumentApplicant): boolean {
  if (applicant.dataFetchedFromKRA) return applicant.correspondenceAddressEdited === true;
  const same = (applicant.addresses ?? []).some(
    (a) => active(a) && a.permanentAddressSameAsCorresponding === true,
  );
  return !same;
}

/** Demat information: a depository is chosen (CDSL or NSDL) and its ids do not pass the demat rules. */
export function dematProofRequired(
  applicant: DocumentApplicant,
  opts: { legacyDpclLength?: boolean } = {},
): boolean {
  const dep = trimmed(applicant.dlclId).toLowerCase();
  if (dep !== 'cdsl' && dep !== 'nsdl') return false;
  return Object.keys(dematMessages(dep as Depository, applicant, opts)).length > 0;
}

/** Bank account proof: the active default bank has not been verified by penny drop (FCNR never is). */
export function bankProofRequired(app: Pick<DocumentApplication, 'banks'>): boolean {
  const def = (app.banks ?? []).find((b) => active(b) && b.defaultBankAccount === true);
  if (!def) return false;
  // An FCNR account is never penny-drop verified, so it always needs the proof.
  return def.pennydropVerified !== true;
}

function labelOf(entry: DocumentMasterEntry): string {
  return isDocumentType(entry.documentType) ? DOCUMENT_TYPE_LABELS[entry.documentType] : entry.documentName;
}

/**
 * The document slots an application needs, per active applicant and per active nominee, with `required`
 * decided (doc 1 §5 "Documents", doc 2 §5 "Documents"):
 * - poaApprover: POA notarized is required when the POA approver is the one filling the step;
 * - minorNaturalParent: proof of court, see `proofOfCourtRequired`;
 * - correspondenceAddressEdited: see `correspondenceProofRequired`;
 * - dematInvalid: see `dematProofRequired`;
 * - defaultBankNotVerified: bank account proof, first applicant only (banks belong to the application);
 * - amlFailed: the compliance document is required when the AML check did not pass and omitted when it did;
 * - nomineeMinor: the nominee's guardian ID proof is required for a minor nominee and omitted otherwise.
 * Passport copy (NRI) and the other always-required entries come from the master as they are. Nominees
 * take the nominee list of the first applicant's master; none when the application does not nominate.
 */
export function requiredDocuments(
  application: DocumentApplication,
  ctx: DocumentStepContext,
): RequiredDocuments {
  const legacyDpclLength =
    ctx.legacyDpclLength ?? !isAfterCutoff('dpclIdSixteenDigits', application.createdAt ?? null);
  const applicants: ApplicantDocumentSlots[] = [];
  application.applicants.forEach((applicant, applicantIndex) => {
    if (!active(applicant)) return;
    const masterKey = documentMasterKey(application, applicant);
    const entries = ctx.master[masterKey]?.applicant ?? [];
    const first = applicants.length === 0;
    const holds = (when: DocumentRequiredWhen): boolean | 'omit' => {
      switch (when) {
        case 'poaApprover':
          return ctx.role === 'poaapprover';
        case 'minorNaturalParent':
          return proofOfCourtRequired(applicant);
        case 'correspondenceAddressEdited':
          return correspondenceProofRequired(applicant);
        case 'dematInvalid':
          return dematProofRequired(applicant, { legacyDpclLength });
        case 'defaultBankNotVerified':
          return first && bankProofRequired(application);
        case 'amlFailed':
          return applicant.amlCheck === true ? 'omit' : true;
        case 'nomineeMinor':
          return false;
      }
    };
    applicants.push({
      applicantIndex,
      applicantId: applicant.id ?? null,
      masterKey,
      documents: slotsOf(entries, holds),
    });
  });

  const nominees: NomineeDocumentSlots[] = [];
  const firstApplicant = application.applicants.find(active);
  if (firstApplicant && !application.doNotWishToNominate) {
    const entries = ctx.master[documentMasterKey(application, firstApplicant)]?.nominee ?? [];
    (application.nominees ?? []).forEach((nominee, nomineeIndex) => {
      if (!active(nominee)) return;
      const minor = isMinorOn(nominee.dateOfBirth, ctx.today);
      const holds = (when: DocumentRequiredWhen): boolean | 'omit' =>
        when === 'nomineeMinor' ? (minor ? true : 'omit') : false;
      nominees.push({ nomineeIndex, nomineeId: nominee.id ?? null, documents: slotsOf(entries, holds) });
    });
  }
  return { applicants, nominees };
}

function slotsOf(
  entries: readonly DocumentMasterEntry[],
  holds: (when: DocumentRequiredWhen) => boolean | 'omit',
): DocumentSlot[] {
  const out: DocumentSlot[] = [];
  for (const e of entries) {
    const slot: DocumentSlot = { ...e, label: labelOf(e) };
    if (e.requiredWhen && !e.required) {
      const h = holds(e.requiredWhen);
      if (h === 'omit') continue;
      if (h) {
        slot.required = true;
        slot.requiredBecause = e.requiredWhen;
      }
    }
    out.push(slot);
  }
  return out;
}

// --- The step's form

export const documentFormEntrySchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  applicantId: optionalText(TEXT_LIMITS.id),
  documentType: text(TEXT_LIMITS.code),
  /** For a document with options: the proof chosen from them. */
  documentName: optionalText(TEXT_LIMITS.fileName),
  documentId: optionalText(TEXT_LIMITS.id),
  isActive: optionalFlag,
  file: z
    .object({
      name: text(TEXT_LIMITS.fileName),
      url: optionalText(TEXT_LIMITS.url),
      viewUrl: optionalText(TEXT_LIMITS.url),
      thumbnailUrl: optionalText(TEXT_LIMITS.url),
      id: optionalText(TEXT_LIMITS.id),
      /** The stored file's detected type and size, as the server attaches it (never the client's claim). */
      mimeType: optionalText(TEXT_LIMITS.code),
      size: z.number().int().min(0).nullish(),
    })
    .nullish(),
  required: optionalFlag,
  options: list(text(TEXT_LIMITS.fileName), LIST_LIMITS.entries).nullish(),
  infoText: optionalText(TEXT_LIMITS.remark),
  multipleFiles: optionalFlag,
  uniqueKey: optionalText(TEXT_LIMITS.line),
});
export type DocumentFormEntry = z.input<typeof documentFormEntrySchema>;

export const documentStepFormSchema = z.object({
  /** The declaration box of the step, when the form shows one (stored on the application). */
  documentDeclaration: optionalFlag,
  applicants: list(
    z.object({
      applicantId: optionalText(TEXT_LIMITS.id),
      documents: list(documentFormEntrySchema, LIST_LIMITS.entries).nullish(),
    }),
    LIST_LIMITS.people,
  ).nullish(),
  nominees: list(
    z.object({
      nomineeId: optionalText(TEXT_LIMITS.id),
      nomineedocuments: list(documentFormEntrySchema, LIST_LIMITS.entries).nullish(),
    }),
    LIST_LIMITS.people,
  ).nullish(),
  /** An individual POA application: its POA holders (`poaHoldersAsked`); left out, they stay as stored. */
  poaHolders: poaHoldersFormSchema,
});
export type DocumentStepInput = z.input<typeof documentStepFormSchema>;
export interface DocumentStepValues {
  documentDeclaration: boolean;
  applicants: { applicantId: string | null; documents: DocumentEntry[] }[];
  nominees: { nomineeId: string | null; nomineedocuments: DocumentEntry[] }[];
  /** Present when sent for a POA application: every entry, removed ones with isActive false. */
  poaHolders?: SignatoryValues[];
}

/** Whether the document step asks for POA holders: an individual application with a POA. */
export const poaHoldersAsked = (app: Pick<DocumentApplication, 'applicationType' | 'hasPOA'>): boolean =>
  app.applicationType !== 'non_individual' && app.hasPOA === true;

const hasFile = (e: DocumentFormEntry) => !!e.file && trimmed(e.file.name) !== '';

/**
 * The messages of one slot's entries, keyed by the entry index inside `entries` ('3.file',
 * '3.documentName') or '' for the slot as a whole when it has no entry at all.
 * `nominee`: nominee slots say 'Please Select {name}' where applicant slots say 'Please upload {name}'.
 */
export function documentSlotMessages(
  slot: DocumentSlot,
  entries: readonly DocumentFormEntry[],
  nominee = false,
): Record<string, string> {
  const out: Record<string, string> = {};
  const own = entries
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.documentType === slot.documentType && active(e));
  const missing = nominee ? MESSAGES.selectDocument(slot.label) : MESSAGES.uploadDocument(slot.label);
  if (own.length === 0) {
    if (slot.required) out[''] = missing;
    return out;
  }
  const [firstEntry] = own;
  const options = slot.options ?? [];
  for (const { e, i } of own) {
    if (options.length > 0 && (slot.required || hasFile(e))) {
      const chosen = trimmed(e.documentName);
      if (chosen === '') out[`${i}.documentName`] = MESSAGES.selectDocument(slot.label);
      else if (!options.includes(chosen)) out[`${i}.documentName`] = MESSAGES.selectValidValue;
    }
  }
  if (slot.required && !own.some(({ e }) => hasFile(e))) out[`${firstEntry!.i}.file`] = missing;
  if (slot.multipleFiles) {
    if (own.length > MAX_FILES_PER_MULTI_FILE_DOCUMENT)
      out[`${own[MAX_FILES_PER_MULTI_FILE_DOCUMENT]!.i}.file`] = LATER_STEP_MESSAGES.maxFiles(
        MAX_FILES_PER_MULTI_FILE_DOCUMENT,
      );
    else if (own.length > 1 && !hasFile(firstEntry!.e) && hasFile(own[1]!.e))
      out[`${own[1]!.i}.file`] = MESSAGES.uploadFirstDocument;
  } else if (own.filter(({ e }) => hasFile(e)).length > 1) {
    out[`${own[1]!.i}.file`] = LATER_STEP_MESSAGES.maxFiles(1);
  }
  return out;
}

/**
 * The rule of the document a file fills (`uploadRuleFor` of the entry's type), checked again when the file
 * is attached (0-product-decisions §12): a file uploaded under a laxer rule does not pass into a stricter
 * slot. Only a file whose stored type and size are known is checked.
 */
export function attachedFileMessage(entry: DocumentFormEntry): string | null {
  const f = entry.file;
  if (!f || !f.mimeType || typeof f.size !== 'number') return null;
  return uploadMessage(uploadRuleFor(entry.documentType), { type: f.mimeType, size: f.size });
}

/**
 * The document step (doc 1 §5 "Documents"). `application` is the stored application (applicants with
 * their KYC fields, banks, nominees); the form holds one list of entries per active applicant and per
 * active nominee, in the order of `requiredDocuments` (build it with `documentStepDefaults`). Messages:
 * 'Please Select {label}' (no option chosen; nominee slots without a file), 'Please select valid value'
 * (an option outside the list), 'Please upload {label}' (a required applicant slot without a file),
 * 'Please upload the first document to add more documents'. Parsing keeps the entries that carry a file
 * or were saved before (an id), with `required` set from the rules, not from the form.
 */
export function documentStepSchema(ctx: DocumentStepContext & { application: DocumentApplication }) {
  const slots = requiredDocuments(ctx.application, ctx);
  const poaAsked = poaHoldersAsked(ctx.application);
  return documentStepFormSchema
    .superRefine((values, zctx) => {
      const add = issueAdder(zctx);
      slots.applicants.forEach((a, i) => {
        const entries = values.applicants?.[i]?.documents ?? [];
        for (const slot of a.documents)
          for (const [k, m] of Object.entries(documentSlotMessages(slot, entries)))
            add(['applicants', i, 'documents', ...pathOf(k)], m);
      });
      slots.nominees.forEach((n, i) => {
        const entries = values.nominees?.[i]?.nomineedocuments ?? [];
        for (const slot of n.documents)
          for (const [k, m] of Object.entries(documentSlotMessages(slot, entries, true)))
            add(['nominees', i, 'nomineedocuments', ...pathOf(k)], m);
      });
      values.applicants?.forEach((a, i) =>
        a.documents?.forEach((e, j) =>
          add(['applicants', i, 'documents', j, 'file'], attachedFileMessage(e)),
        ),
      );
      values.nominees?.forEach((n, i) =>
        n.nomineedocuments?.forEach((e, j) =>
          add(['nominees', i, 'nomineedocuments', j, 'file'], attachedFileMessage(e)),
        ),
      );
      if (poaAsked && values.poaHolders) addPoaHolderIssues(values.poaHolders, add);
    })
    .transform((values): DocumentStepValues => ({
      documentDeclaration: values.documentDeclaration === true,
      applicants: slots.applicants.map((a, i) => ({
        applicantId: a.applicantId,
        documents: keep(values.applicants?.[i]?.documents ?? [], a.documents, a.applicantId),
      })),
      nominees: slots.nominees.map((n, i) => ({
        nomineeId: n.nomineeId,
        nomineedocuments: keep(values.nominees?.[i]?.nomineedocuments ?? [], n.documents, null),
      })),
      ...(poaAsked && values.poaHolders
        ? { poaHolders: values.poaHolders.map((h) => toSignatoryValues(h, { kind: 'poa_holder' })) }
        : {}),
    }));
}

/** The file reference an entry keeps: the stored type and size were only for `attachedFileMessage`. */
function fileReference<F extends { mimeType?: unknown; size?: unknown }>(
  file: F,
): Omit<F, 'mimeType' | 'size'> {
  const { mimeType: _type, size: _size, ...ref } = file;
  return ref;
}

const pathOf = (key: string): (string | number)[] =>
  key === '' ? [] : key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

function keep(
  entries: readonly DocumentFormEntry[],
  slots: readonly DocumentSlot[],
  applicantId: string | null,
): DocumentEntry[] {
  return entries
    .filter((e) => hasFile(e) || !!e.id)
    .map((e) => {
      const slot = slots.find((s) => s.documentType === e.documentType);
      return {
        id: e.id ?? undefined,
        applicantId: e.applicantId ?? applicantId,
        documentType: e.documentType,
        documentName:
          trimmed(e.documentName) || (slot?.options?.length ? null : (slot?.documentName ?? null)),
        documentId: e.documentId ?? e.file?.id ?? null,
        isActive: active(e) && hasFile(e),
        file: e.file ? fileReference(e.file) : null,
        required: slot?.required ?? false,
        options: slot?.options ?? null,
        infoText: slot?.infoText ?? null,
        multipleFiles: slot?.multipleFiles ?? false,
        uniqueKey: e.uniqueKey ?? null,
      };
    });
}

/**
 * The step's starting values: for every slot of `requiredDocuments`, the saved entries of that type (a
 * multi-file document keeps up to 2), or one empty entry; the option is left unchosen for the user.
 */
export function documentStepDefaults(
  application: DocumentApplication,
  ctx: DocumentStepContext,
): DocumentStepInput {
  const slots = requiredDocuments(application, ctx);
  const fill = (
    saved: readonly DocumentEntry[],
    documents: readonly DocumentSlot[],
    applicantId: string | null,
  ) =>
    documents.flatMap((slot): DocumentFormEntry[] => {
      const mine = saved.filter((d) => d.documentType === slot.documentType && active(d));
      const base = {
        documentType: slot.documentType,
        required: slot.required,
        options: slot.options ?? null,
        infoText: slot.infoText ?? null,
        multipleFiles: slot.multipleFiles ?? false,
        applicantId,
      };
      if (mine.length === 0) return [{ ...base, documentName: '', file: null, isActive: true }];
      return mine.slice(0, slot.multipleFiles ? MAX_FILES_PER_MULTI_FILE_DOCUMENT : 1).map((d) => ({
        ...base,
        id: d.id ?? null,
        documentName: d.documentName ?? '',
        documentId: d.documentId ?? null,
        file: d.file ?? null,
        isActive: true,
        uniqueKey: d.uniqueKey ?? null,
      }));
    });
  return {
    applicants: slots.applicants.map((a) => ({
      applicantId: a.applicantId,
      documents: fill(application.applicants[a.applicantIndex]?.documents ?? [], a.documents, a.applicantId),
    })),
    nominees: slots.nominees.map((n) => ({
      nomineeId: n.nomineeId,
      nomineedocuments: fill(
        application.nominees?.[n.nomineeIndex]?.nomineedocuments ?? [],
        n.documents,
        null,
      ),
    })),
  };
}

/** The second file of a multi-file document can be added only once the first is uploaded. */
export function canAddSecondFile(entries: readonly DocumentFormEntry[], documentType: string): boolean {
  const own = entries.filter((e) => e.documentType === documentType && active(e));
  return own.length === 1 && hasFile(own[0]!);
}
