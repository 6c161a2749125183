/**
 * Writes the authored master-data files in mdms/ (all but default-countries.json, which comes from
 * generate-countries.ts). Names and enumerations come from @aif/contracts, so the files and the
 * screens agree; the content the specification does not give (broker names, the FATCA questionnaire,
 * UBO declaration types) is authored here. Run after changing either:
 *   pnpm --filter @aif/server exec tsx scripts/generate-master-data.ts && pnpm exec prettier --write packages/server/mdms
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_TYPE_LABELS,
  ENTITY_INVESTOR_TYPES,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  SIGNED_DOCUMENT_TYPES,
  type DocumentMasterEntry,
  type DocumentType,
  type FatcaQuestion,
  type UboDeclarationOption,
} from '@aif/contracts';

const dir = path.resolve(__dirname, '..', 'mdms');
const write = (name: string, data: unknown) => {
  writeFileSync(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote mdms/${name}`);
};

const doc = (documentType: DocumentType, extra: Partial<DocumentMasterEntry> = {}): DocumentMasterEntry => ({
  documentType,
  documentName: DOCUMENT_TYPE_LABELS[documentType],
  required: false,
  uploadKind: ['poa', 'poaNotarized', 'consent_form', 'admission_deed'].includes(documentType)
    ? 'pdf'
    : ['investorSignature', 'investorPhotograph'].includes(documentType)
      ? 'image'
      : 'any',
  ...extra,
});

const ADDRESS_PROOFS = [
  'Aadhaar Card',
  'Passport',
  'Voter ID',
  'Driving Licence',
  'Utility Bill (not older than 2 months)',
];
const BANK_PROOFS = ['Cancelled Cheque', 'Bank Statement', 'Bank Passbook'];

const residentApplicant: DocumentMasterEntry[] = [
  doc('pan', { required: true, infoText: 'Self-attested copy of the PAN card' }),
  doc('address_proof', {
    required: true,
    options: ADDRESS_PROOFS,
    multipleFiles: true,
    infoText: 'Front and back where the proof has two sides',
  }),
  doc('correspondenceAddress', {
    requiredWhen: 'correspondenceAddressEdited',
    options: ADDRESS_PROOFS,
    multipleFiles: true,
  }),
  doc('bankAccountProof', { requiredWhen: 'defaultBankNotVerified', options: BANK_PROOFS }),
  doc('demat_information', {
    requiredWhen: 'dematInvalid',
    options: ['Client Master List', 'Demat Account Statement'],
  }),
  doc('investorSignature', { required: true, infoText: 'Signature on white paper, PNG or JPEG' }),
  doc('investorPhotograph', { required: true, infoText: 'Recent passport-size photograph, PNG or JPEG' }),
  doc('compliance_document', {
    requiredWhen: 'amlFailed',
    infoText: 'Shown only when the AML check has not passed',
  }),
  doc('additional_document'),
];
const nominee: DocumentMasterEntry[] = [
  doc('nominee_id_proof', { options: ['PAN', 'Aadhaar Card', 'Passport', 'Driving Licence'] }),
  doc('guardian_id_proof', {
    requiredWhen: 'nomineeMinor',
    options: ['PAN', 'Aadhaar Card', 'Passport', 'Driving Licence'],
  }),
];
const nriApplicant: DocumentMasterEntry[] = [
  ...residentApplicant.filter((d) => d.documentType !== 'address_proof'),
  doc('passport_copy', {
    required: true,
    multipleFiles: true,
    infoText: 'First and last pages of the passport',
  }),
  doc('overseas_address', {
    required: true,
    options: ['Passport', 'Utility Bill (not older than 2 months)', 'Bank Statement', 'Driving Licence'],
  }),
  doc('indian_address', { options: ADDRESS_PROOFS }),
  doc('pio_card'),
  doc('tax_residency_certificate'),
];
const poaDocs: DocumentMasterEntry[] = [
  doc('poa', { required: true, infoText: 'Power of attorney, PDF only' }),
  doc('poaNotarized', { requiredWhen: 'poaApprover', infoText: 'Notarised power of attorney, PDF only' }),
];
const minorApplicant: DocumentMasterEntry[] = [
  ...residentApplicant,
  doc('guardian_id_proof', { required: true, options: ['PAN', 'Aadhaar Card', 'Passport'] }),
  doc('proofOfCourt', {
    requiredWhen: 'minorNaturalParent',
    infoText: 'Court order appointing the guardian',
  }),
];
const entityApplicant: DocumentMasterEntry[] = [
  doc('pan', { required: true, infoText: "Copy of the entity's PAN card" }),
  doc('address_proof', {
    required: true,
    options: [
      'Certificate of Incorporation / Registration',
      'Utility Bill (not older than 2 months)',
      'Bank Statement',
    ],
  }),
  doc('board_resolution', { required: true, infoText: 'Resolution or authority letter for the investment' }),
  doc('authorised_signatories_list', { required: true }),
  doc('bankAccountProof', { requiredWhen: 'defaultBankNotVerified', options: BANK_PROOFS }),
  doc('demat_information', {
    requiredWhen: 'dematInvalid',
    options: ['Client Master List', 'Demat Account Statement'],
  }),
  doc('fatca_document'),
  doc('compliance_document', { requiredWhen: 'amlFailed' }),
  doc('additional_document', { multipleFiles: true }),
];

write('required_document_master.json', {
  individual: { applicant: residentApplicant, nominee },
  minor: { applicant: minorApplicant, nominee: [] },
  nri: { applicant: nriApplicant, nominee },
  poa: { applicant: [...residentApplicant, ...poaDocs], nominee },
  nri_poa: { applicant: [...nriApplicant, ...poaDocs], nominee },
  ...Object.fromEntries(ENTITY_INVESTOR_TYPES.map((t) => [t, { applicant: entityApplicant, nominee: [] }])),
});

const signedNames: Record<(typeof SIGNED_DOCUMENT_TYPES)[number], string> = {
  admission_deed: 'Admission Deed',
  consent_form: 'Consent Form',
  poa: 'POA and Declaration',
};
write(
  'physical_sigining_documents.json',
  SIGNED_DOCUMENT_TYPES.map((t) => ({
    documentType: t,
    documentName: signedNames[t],
    required: true,
    uploadKind: 'pdf',
  })),
);

// A starting list of SEBI-registered stock brokers; replace with the full register for production.
write(
  'registered_broker_list.json',
  [
    '5paisa Capital Limited',
    'Angel One Limited',
    'Axis Securities Limited',
    'Edelweiss Broking Limited',
    'Geojit Financial Services Limited',
    'HDFC Securities Limited',
    'ICICI Securities Limited',
    'IIFL Securities Limited',
    'JM Financial Services Limited',
    'Kotak Securities Limited',
    'Motilal Oswal Financial Services Limited',
    'Nuvama Wealth and Investment Limited',
    'SBICAP Securities Limited',
    'Sharekhan Limited',
    'Zerodha Broking Limited',
    'Others',
  ].map((name) => ({ name })),
);

const uboTypes: UboDeclarationOption[] = [
  { key: 'none', displayText: 'None of the below: details of the beneficial owners are given' },
  {
    key: 'listed_company',
    displayText: 'The entity, or its majority-owned subsidiary, is listed on a recognised stock exchange',
    values: [
      { key: 'bse', displayText: 'BSE' },
      { key: 'nse', displayText: 'NSE' },
      { key: 'msei', displayText: 'MSEI' },
      { key: 'others', displayText: 'Others' },
    ],
    displayOthers: true,
  },
  {
    key: 'government_entity',
    displayText: 'A government, or an entity controlled by a government',
    values: [
      { key: 'central_government', displayText: 'Central Government' },
      { key: 'state_government', displayText: 'State Government' },
      { key: 'psu', displayText: 'Public Sector Undertaking' },
      { key: 'others', displayText: 'Others' },
    ],
    displayOthers: true,
  },
  {
    key: 'regulated_entity',
    displayText: 'An entity regulated by SEBI, RBI, IRDAI or PFRDA',
    values: [
      { key: 'sebi', displayText: 'SEBI' },
      { key: 'rbi', displayText: 'RBI' },
      { key: 'irdai', displayText: 'IRDAI' },
      { key: 'pfrda', displayText: 'PFRDA' },
    ],
    openEntryField: true,
  },
];
write('uboTypeMaster.json', uboTypes);

const yesNo = (yesShows: string[] = []) => [
  { label: 'Yes', showQs: yesShows },
  { label: 'No', showQs: [] },
];
const fatca: FatcaQuestion[] = [
  {
    id: 'Q1',
    question_order: 1,
    section_header: 'FATCA and CRS declaration',
    question_text: 'Is the entity a tax resident of any country other than India?',
    question_type: 'single_choice_radio',
    options: yesNo(['Q1.1', 'Q1.2', 'Q1.3']),
    isMandatory: true,
    isVisible: true,
    backend_key: 'taxResidentOtherThanIndia',
    sub_questions: [
      {
        id: 'Q1.1',
        question_order: 1,
        question_text: 'Country of tax residence',
        question_type: 'single_choice_dropdown',
        isMandatory: true,
        isVisible: false,
        backend_key: 'entityCountryOfResidense',
      },
      {
        id: 'Q1.2',
        question_order: 2,
        question_text: 'Tax Identification Number (or equivalent)',
        question_type: 'bordered_text_field',
        isMandatory: true,
        isVisible: false,
        backend_key: 'entityTin',
        validation: 'alphaNumeric',
        placeholder: 'TIN',
      },
      {
        id: 'Q1.3',
        question_order: 3,
        question_text: 'Identification type',
        question_type: 'single_choice_dropdown',
        options: [
          { label: 'TIN', showQs: [] },
          { label: 'Company Identification Number', showQs: [] },
          { label: 'Global Entity Identification Number', showQs: [] },
          { label: 'Others', showQs: ['Q1.3.1'] },
        ],
        isMandatory: true,
        isVisible: false,
        backend_key: 'entityIdentificationType',
        sub_questions: [
          {
            id: 'Q1.3.1',
            question_order: 1,
            question_text: 'Please specify the identification type',
            question_type: 'open_text_field',
            isMandatory: true,
            isVisible: false,
            backend_key: 'eITypeOthers',
          },
        ],
      },
    ],
  },
  {
    id: 'Q2',
    question_order: 2,
    question_text: 'FATCA / CRS classification of the entity',
    question_type: 'single_choice_dropdown_withInfo',
    header:
      'A Financial Institution holds or invests financial assets for others; every other entity is a Non-Financial Entity (NFE).',
    options: [
      { label: 'Financial Institution', showQs: ['Q2.1', 'Q2.2'] },
      { label: 'Active Non-Financial Entity', showQs: ['Q2.3'] },
      { label: 'Passive Non-Financial Entity', showQs: ['Q2.4'] },
    ],
    isMandatory: true,
    isVisible: true,
    backend_key: 'fatcaClassification',
    sub_questions: [
      {
        id: 'Q2.1',
        question_order: 1,
        question_text: 'Global Intermediary Identification Number (GIIN)',
        question_type: 'bordered_text_field',
        isMandatory: true,
        isVisible: false,
        backend_key: 'giin',
        validation: 'alphaNumeric',
      },
      {
        id: 'Q2.2',
        question_order: 2,
        question_text: 'Category of Financial Institution',
        question_type: 'single_choice_dropdown',
        options: [
          { label: 'Depository Institution', showQs: [] },
          { label: 'Custodial Institution', showQs: [] },
          { label: 'Investment Entity', showQs: [] },
          { label: 'Specified Insurance Company', showQs: [] },
          { label: 'Others', showQs: ['Q2.2.1'] },
        ],
        isMandatory: true,
        isVisible: false,
        backend_key: 'fICategory',
        sub_questions: [
          {
            id: 'Q2.2.1',
            question_order: 1,
            question_text: 'Please specify the category',
            question_type: 'open_text_field',
            isMandatory: true,
            isVisible: false,
            backend_key: 'fIFatcaCalssifcationOther',
          },
        ],
      },
      {
        id: 'Q2.3',
        question_order: 3,
        question_text: 'Nature of the Active NFE',
        question_type: 'single_choice_dropdown',
        options: [
          { label: 'Listed on a recognised stock exchange', showQs: ['Q2.3.1'] },
          { label: 'Related entity of a listed company', showQs: ['Q2.3.1'] },
          { label: 'Government entity, international organisation or central bank', showQs: [] },
          { label: 'Less than 50% of gross income is passive income', showQs: [] },
          { label: 'Others', showQs: ['Q2.3.2'] },
        ],
        isMandatory: true,
        isVisible: false,
        backend_key: 'nFECategory',
        sub_questions: [
          {
            id: 'Q2.3.1',
            question_order: 1,
            question_text: 'Name of the stock exchange',
            question_type: 'bordered_text_field',
            isMandatory: true,
            isVisible: false,
            backend_key: 'nameOfStockExchange',
          },
          {
            id: 'Q2.3.2',
            question_order: 2,
            question_text: 'Please explain the nature of business',
            question_type: 'open_text_field',
            isMandatory: true,
            isVisible: false,
            backend_key: 'nFEntitiesExplanation',
          },
        ],
      },
      {
        id: 'Q2.4',
        question_order: 4,
        question_text: 'Controlling persons of the entity',
        question_type: 'Controlling_person_details',
        isMandatory: true,
        isVisible: false,
        backend_key: 'controllingpersons',
      },
    ],
  },
  {
    id: 'Q3',
    question_order: 3,
    question_text:
      'I/We declare that the information above is true and correct, and undertake to inform the fund of any change within 30 days.',
    question_type: 'info',
    isMandatory: false,
    isVisible: true,
  },
  {
    id: 'Q4',
    question_order: 4,
    question_text: 'Date of declaration',
    question_type: 'date',
    isMandatory: true,
    isVisible: true,
    backend_key: 'declarationDate',
  },
];
write('fatca_data.json', fatca);

write(
  'jointholder_relations_master.json',
  RELATIONSHIPS.map((r) => ({ key: r, displayText: RELATIONSHIP_LABELS[r] })),
);
