/** Document types (doc 1 §3, doc 2 §3, doc 3 §2.3). Keys are the `documentType` values stored. */
export const DOCUMENT_TYPES = [
  'pan',
  'passport_copy',
  'address_proof',
  'identity_proof',
  'bankAccountProof',
  'poa',
  'poaNotarized',
  'consent_form',
  'admission_deed',
  'investorSignature',
  'investorPhotograph',
  'proofOfCourt',
  'compliance_document',
  'correspondenceAddress',
  'demat_information',
  'overseas_address',
  'indian_address',
  'proof_of_identity',
  'tax_residency_certificate',
  'investor_consent',
  'fatca_document',
  'additional_document',
  'pio_card',
  'nominee_id_proof',
  'guardian_id_proof',
  'board_resolution',
  'authorised_signatories_list',
  /** A document the KYC registry holds (the KYC record), shown to staff only (doc 1 §2). */
  'kra_document',
  'others',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  pan: 'PAN',
  passport_copy: 'Passport Copy',
  address_proof: 'Address Proof',
  identity_proof: 'Identity Proof',
  bankAccountProof: 'Bank Account Proof',
  poa: 'POA',
  poaNotarized: 'POA Notarized',
  consent_form: 'Consent Form',
  admission_deed: 'Admission Deed',
  investorSignature: 'Investor Signature',
  investorPhotograph: 'Investor Photograph',
  proofOfCourt: 'Proof of Court',
  compliance_document: 'Compliance Document',
  correspondenceAddress: 'Correspondence Address Proof',
  demat_information: 'Demat Information',
  overseas_address: 'Overseas Address Proof',
  indian_address: 'Indian Address Proof',
  proof_of_identity: 'Proof of Identity',
  tax_residency_certificate: 'Tax Residency Certificate or Form 10F',
  investor_consent: "Investor's Consent",
  fatca_document: 'FATCA Document',
  additional_document: 'Additional Document',
  pio_card: 'PIO Card',
  nominee_id_proof: 'Nominee ID Proof',
  guardian_id_proof: 'Guardian ID Proof',
  board_resolution: 'Board Resolution',
  authorised_signatories_list: 'List of Authorised Signatories',
  kra_document: 'KRA Document',
  others: 'Others',
};

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The three slots of the paper-signing step of msar funds (doc 2 §2 "Signed documents upload"). */
export const SIGNED_DOCUMENT_TYPES = ['admission_deed', 'consent_form', 'poa'] as const;
export type SignedDocumentType = (typeof SIGNED_DOCUMENT_TYPES)[number];

/** Upload kinds offered by an upload control (doc 1 §3 "Upload types"). */
export const UPLOAD_KINDS = ['any', 'pdf', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_KIND_LABELS: Record<UploadKind, string> = {
  any: 'jpeg, png, jpg, pdf',
  pdf: 'pdf only',
  image: 'images only',
};

export const FILE_EXTENSIONS = ['jpeg', 'png', 'jpg', 'pdf'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];
