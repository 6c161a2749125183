import { z } from 'zod';
import { UPLOAD_KINDS } from '../enums/documents';
import { fatcaQuestionSchema } from '../entities/fatca';
import { uboDeclarationOptionSchema } from '../entities/ubo';

/**
 * Shapes of the master-data files served as static JSON at /mdms/<name>.json (doc 1 §7). The server's
 * tests check every file against these, so screens can parse them with the same schemas.
 */
export const MDMS_FILES = [
  'default-countries',
  'required_document_master',
  'physical_sigining_documents',
  'registered_broker_list',
  'uboTypeMaster',
  'fatca_data',
  'jointholder_relations_master',
] as const;
export type MdmsFile = (typeof MDMS_FILES)[number];

/** default-countries.json: every country, sorted by name; shown as 'name: callingCode'. */
export const countryMasterEntrySchema = z.object({
  name: z.string().min(1),
  /** Demonym, e.g. 'Indian'. */
  nationality: z.string().min(1),
  /** '+91'; empty for the few territories without their own code. */
  callingCode: z.string().regex(/^(\+\d+)?$/),
  iso2: z.string().length(2),
  iso3: z.string().length(3),
});
export type CountryMasterEntry = z.infer<typeof countryMasterEntrySchema>;
export const countriesMasterSchema = z.array(countryMasterEntrySchema);

/** When a conditionally required document becomes required (evaluated by the wizard). */
export const DOCUMENT_REQUIRED_WHEN = [
  'poaApprover',
  'minorNaturalParent',
  'correspondenceAddressEdited',
  'dematInvalid',
  'defaultBankNotVerified',
  'amlFailed',
  'nomineeMinor',
] as const;

export const documentMasterEntrySchema = z.object({
  documentType: z.string(),
  documentName: z.string(),
  required: z.boolean(),
  requiredWhen: z.enum(DOCUMENT_REQUIRED_WHEN).optional(),
  /** Proofs the user chooses from ('Please select valid value' when the choice is not in the list). */
  options: z.array(z.string()).optional(),
  /** At most 2 files (MAX_FILES_PER_MULTI_FILE_DOCUMENT). */
  multipleFiles: z.boolean().optional(),
  uploadKind: z.enum(UPLOAD_KINDS),
  infoText: z.string().optional(),
});
export type DocumentMasterEntry = z.infer<typeof documentMasterEntrySchema>;
/** required_document_master.json: investor type -> documents per applicant and per nominee. */
export const requiredDocumentMasterSchema = z.record(
  z.string(),
  z.object({ applicant: z.array(documentMasterEntrySchema), nominee: z.array(documentMasterEntrySchema) }),
);

/** physical_sigining_documents.json: the signed-document slots of paper-signed (msar) funds. */
export const physicalSigningDocumentsSchema = z.array(
  z.object({
    documentType: z.string(),
    documentName: z.string(),
    required: z.boolean(),
    uploadKind: z.enum(UPLOAD_KINDS),
  }),
);

/** registered_broker_list.json: stock brokers accepted as `nameOfBroker`. */
export const registeredBrokerListSchema = z.array(z.object({ name: z.string().min(1) }));

/** uboTypeMaster.json: UBO declaration types and their values (doc 2 §3). */
export const uboTypeMasterSchema = z.array(uboDeclarationOptionSchema);

/** fatca_data.json: the non-individual FATCA/CRS questionnaire (doc 1 §3 "FATCA question"). */
export const fatcaDataSchema = z.array(fatcaQuestionSchema);

/** jointholder_relations_master.json: relationships of a joint holder with the first applicant. */
export const jointHolderRelationsSchema = z.array(z.object({ key: z.string(), displayText: z.string() }));
