import {
  DOCUMENT_TYPE_LABELS,
  HOLDING_MODE_LABELS,
  isDocumentType,
  type Currency,
  type HoldingMode,
} from '@aif/contracts';
import type {
  ApplicantDetails,
  applicantAddresses,
  applicants,
  applications,
  plans,
  schemes,
} from '../../db/schema';
import type { EntityPdfData } from './entity-data';
import { investmentBlocks } from './investment-section';
import type { LaterStepData } from './later-steps';
import type { FieldValue, PdfBlock, PdfField, PdfSection } from './render';

type AppRow = typeof applications.$inferSelect;
type ApplicantRow = typeof applicants.$inferSelect;
type AddressRow = typeof applicantAddresses.$inferSelect;

/** What the preview shows, loaded from the database (see loadApplicationPdfModel). */
export interface PreviewData {
  app: AppRow;
  /** The active applicants in applicant order. */
  people: ApplicantRow[];
  /** A staff user named on the application (distributor, sub-distributor, RM, filler). */
  person: (id: string | null) => { name: string; arnCode: string | null } | undefined;
  scheme: typeof schemes.$inferSelect | undefined;
  plan: typeof plans.$inferSelect | undefined;
  currency: Currency;
  addresses: AddressRow[];
  documents: { applicantId: string; documentType: string; documentName: string | null; fileName: string }[];
  signedDocuments: { documentType: string; fileName: string }[];
  later: LaterStepData;
  /** Steps 7-9 of an entity application (entity-sections.ts). */
  entity?: EntityPdfData;
}

const ORDINALS = ['1st', '2nd', '3rd'];
export const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

// ------------------------------------------------------------------ the builders every section shares

export const fields = (list: PdfField[]): PdfBlock => ({ kind: 'fields', fields: list });

/** A table block: columns as [header, relative width], `empty` printed when there are no rows. */
export function table(columns: [string, number][], rows: FieldValue[][], empty: string): PdfBlock {
  return { kind: 'table', columns: columns.map(([header, width]) => ({ header, width })), rows, empty };
}

/** One heading and field grid per applicant, built from the applicant's row and its wizard details. */
function perApplicant(
  data: PreviewData,
  build: (a: ApplicantRow, d: ApplicantDetails) => PdfField[],
): PdfBlock[] {
  const individual = data.app.applicationType === 'individual';
  return data.people.flatMap((a) => [
    {
      kind: 'heading' as const,
      text: `${ordinal(a.applicantType)} Applicant${individual ? '' : ' (Entity)'}: ${a.name}`,
    },
    fields(build(a, a.details ?? {})),
  ]);
}

// ------------------------------------------------------------------ the sections, in preview order

/** An individual application's preview, section by section (doc 1 §2 preview); an entity's: entity-sections.ts. */
export function previewSections(data: PreviewData): PdfSection[] {
  return [
    { title: 'Distributor Details', blocks: [fields(distributorFields(data))] },
    { title: 'Contributor Details', blocks: contributorBlocks(data) },
    { title: 'Contact Details', blocks: perApplicant(data, (a, d) => contactFields(data, a, d)) },
    { title: 'Additional KYC Details', blocks: perApplicant(data, (_a, d) => kycFields(d)) },
    { title: 'FATCA Details', blocks: perApplicant(data, (_a, d) => fatcaFields(d)) },
    { title: 'Nominee Details', blocks: nomineeBlocks(data.later) },
    { title: 'Bank Details', blocks: [bankTable(data.later)] },
    {
      title: 'Investment and Payment Details',
      blocks: investmentBlocks(data.app, data.scheme, data.plan, data.currency, data.later),
    },
    { title: 'Document Details', blocks: documentBlocks(data) },
  ];
}

export function distributorFields({ app, person }: PreviewData): PdfField[] {
  const distributor = person(app.distributorId);
  return [
    { label: 'Distributor Name', value: distributor?.name },
    { label: 'ARN Code', value: distributor?.arnCode },
    { label: 'Sub-Distributor', value: person(app.subdistributorId)?.name },
    { label: 'RM Name', value: person(app.rmId)?.name },
    { label: 'Filled By', value: person(app.createdBy)?.name },
    { label: 'Login Type', value: app.loginType },
  ];
}

function contributorBlocks(data: PreviewData): PdfBlock[] {
  const { app } = data;
  const individual = app.applicationType === 'individual';
  return [
    fields([
      {
        label: 'Mode of Holding',
        value: HOLDING_MODE_LABELS[app.modeOfHolding as HoldingMode] ?? app.modeOfHolding,
      },
      { label: 'Onboarding Type', value: app.onboardingType === 'minor' ? 'Minor' : 'Normal' },
    ]),
    ...perApplicant(data, (a, d) => {
      const list: PdfField[] = [
        { label: 'Name', value: [d.namePrefix, a.name].filter(Boolean).join(' ') },
        { label: 'PAN', value: a.panNo },
        { label: individual ? 'Date of Birth' : 'Date of Registration', value: a.dateOfBirth },
        { label: 'Gender', value: d.gender },
        { label: 'Father/Spouse Name', value: d.fatherOrSpouseName },
        { label: 'Mother Name', value: d.motherName },
        { label: 'Status', value: a.residentialStatus },
        { label: 'Nationality', value: d.nationality },
      ];
      if (a.applicantType > 1)
        list.push({
          label: 'Relationship with First Applicant',
          value: d.relationShipWithFirstApplicant,
        });
      if (app.onboardingType === 'minor')
        list.push(
          { label: 'Minor Name', value: d.minorName },
          { label: 'Minor Date of Birth', value: d.minorDOB },
          { label: 'Minor PAN', value: d.minorPan },
          { label: 'Guardian Relationship', value: d.guardianRelationship },
        );
      list.push({ label: 'Data Fetched from KRA', value: a.dataFetchedFromKra });
      return list;
    }),
  ];
}

export const addressText = (a: AddressRow) =>
  [a.address1, a.address2, a.address3, a.city, a.state, a.country, a.pincode]
    .filter((x) => x && x.trim())
    .join(', ');

const ADDRESS_LABELS: Record<string, string> = {
  correspondence: 'Correspondence Address',
  permanent: 'Permanent Address',
  overseas: 'Overseas Address',
};

function contactFields(data: PreviewData, a: ApplicantRow, d: ApplicantDetails): PdfField[] {
  const list: PdfField[] = [
    { label: 'Email', value: a.email },
    { label: 'Mobile Number', value: a.mobile ? `${a.countryCode} ${a.mobile}` : null },
    { label: 'Phone (Office)', value: d.phoneNumberoffice },
    { label: 'Phone (Residence)', value: d.phoneNumberResidence },
    { label: 'KRA Mobile Number', value: d.kraMobileNumber ?? a.kraData?.kraMobileNumber ?? null },
  ];
  const own = data.addresses.filter((x) => x.applicantId === a.id);
  for (const type of ['correspondence', 'permanent', 'overseas']) {
    const found = own.find((x) => x.addressType === type);
    if (type === 'overseas' && !found) continue;
    list.push({
      label: ADDRESS_LABELS[type]!,
      value: found
        ? found.permanentAddressSameAsCorresponding && type === 'permanent'
          ? 'Same as correspondence address'
          : addressText(found)
        : null,
      wide: true,
    });
  }
  return list;
}

function kycFields(d: ApplicantDetails): PdfField[] {
  return [
    { label: 'Occupation', value: d.occupationDetails },
    { label: 'Gross Annual Income', value: d.grossAnnualIncome },
    { label: 'Politically Exposed Person', value: d.politicallyExposedPersonStatus },
    { label: 'CKYC Number', value: d.ckycNo },
    { label: 'Demat Account Type', value: d.dlclId },
    { label: 'DP ID / DPCL ID', value: d.dpId },
    { label: 'CL ID', value: d.clId },
    { label: 'Name of Broker', value: d.nameOfBroker },
    { label: 'Source of Funds', value: d.sourceOfFunds?.split('*').join(', '), wide: true },
    { label: 'Other Source of Funds', value: d.otherSourceOfFund },
  ];
}

function fatcaFields(d: ApplicantDetails): PdfField[] {
  return [
    { label: 'Type of Address Provided at KRA', value: d.typeOfAddressProvidedAtKRA },
    { label: 'Tax Resident of Another Country', value: d.taxResidentOfAnyCountryOtherThanIndia },
    { label: 'Place of Birth', value: d.placeOfBirth },
    { label: 'Country of Birth', value: d.countryOfBirth },
    { label: 'Country of Nationality', value: d.countryOfNationality },
    { label: 'Tax Country', value: d.taxCountryName },
    { label: 'Tax ID', value: d.taxID },
    { label: 'ID Type', value: d.idType },
  ];
}

function nomineeBlocks(later: LaterStepData): PdfBlock[] {
  if (later.doNotWishToNominate) return [{ kind: 'note', text: 'I/We do not wish to nominate.' }];
  return [
    table(
      [
        ['Nominee Name', 3],
        ['Relationship', 2],
        ['Date of Birth', 2],
        ['Share %', 1.2],
        ['Guardian', 2.5],
        ['PAN', 2],
      ],
      later.nominees.map((n) => [
        n.nomineeName,
        n.nomineeRelationship,
        n.dateOfBirth,
        n.nomineePercentage,
        n.guardianName,
        n.nomineePan,
      ]),
      'N/A',
    ),
  ];
}

export function bankTable(later: LaterStepData): PdfBlock {
  return table(
    [
      ['Bank', 3],
      ['Account Number', 2.6],
      ['Type', 1.4],
      ['IFSC / SWIFT', 2],
      ['MICR', 1.6],
      ['Default', 1.2],
      ['Verified', 1.2],
    ],
    later.banks.map((b) => [
      [b.bankName, b.bankBranch].filter(Boolean).join(', '),
      b.bankAccountNumber,
      b.bankAccountType,
      b.ifscCode ?? b.swiftCode,
      b.micrCode,
      b.defaultBankAccount,
      b.pennydropVerified,
    ]),
    'No Bank Details',
  );
}

const documentLabel = (type: string) => (isDocumentType(type) ? DOCUMENT_TYPE_LABELS[type] : type);

export function documentBlocks({ people, documents, signedDocuments }: PreviewData): PdfBlock[] {
  const rows = people.flatMap((a) =>
    documents
      .filter((d) => d.applicantId === a.id)
      .map((d) => [
        `${ordinal(a.applicantType)} Applicant`,
        documentLabel(d.documentType),
        d.documentName,
        d.fileName,
      ]),
  );
  const blocks = [
    table(
      [
        ['Applicant', 2],
        ['Document', 3],
        ['Proof', 2.5],
        ['File', 3.5],
      ],
      rows,
      'No data found',
    ),
  ];
  if (signedDocuments.length)
    blocks.push(
      { kind: 'heading', text: 'Signed Documents' },
      table(
        [
          ['Document', 3],
          ['File', 5],
        ],
        signedDocuments.map((d) => [documentLabel(d.documentType), d.fileName]),
        '-',
      ),
    );
  return blocks;
}
