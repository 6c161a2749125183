/**
 * The application PDF of an entity (doc 2 "Previews"), in the wizard's order: the entity's contributor and
 * contact details, the shared investment, bank and document sections, then the authorised signatories by
 * group with their thresholds, the UBO declaration and UBOs, and the FATCA answers with the controlling
 * persons. Steps 7-9 are read by their steps' readers, as GET answers them (entity-data.ts).
 */
import {
  CONTROLLING_PERSON_TYPE_LABELS,
  OCCUPATION_LABELS,
  INVESTOR_TYPE_LABELS,
  NBFC_IMPORTANCE_TYPE_LABELS,
  NBFC_TYPE_LABELS,
  fatcaAnswerRows,
  formatCurrency,
  uboDeclarationText,
  type SignatoryGroup,
} from '@aif/contracts';
import type { EntityPdfData } from './entity-data';
import { investmentBlocks } from './investment-section';
import type { FieldValue, PdfBlock, PdfField, PdfSection } from './render';
import {
  addressText,
  bankTable,
  distributorFields,
  documentBlocks,
  fields,
  table,
  type PreviewData,
} from './sections';

const label = (map: Readonly<Record<string, string>>, v: string | null | undefined) =>
  v ? (map[v] ?? v) : null;
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

export function entitySections(data: PreviewData): PdfSection[] {
  const entity = data.entity;
  return [
    { title: 'Distributor Details', blocks: [fields(distributorFields(data))] },
    { title: 'Contributor Details', blocks: data.people.map((a) => fields(contributorFields(data, a))) },
    { title: 'Contact Details', blocks: data.people.flatMap((a) => contactBlocks(data, a)) },
    {
      title: 'Investment and Payment Details',
      blocks: investmentBlocks(data.app, data.scheme, data.plan, data.currency, data.later),
    },
    { title: 'Bank Details', blocks: [bankTable(data.later)] },
    { title: 'Document Details', blocks: documentBlocks(data) },
    { title: 'Authorised Signatories', blocks: signatoryBlocks(entity?.groups ?? []) },
    { title: 'Declaration of UBO', blocks: uboBlocks(entity) },
    { title: 'FATCA Details', blocks: fatcaBlocks(entity) },
  ];
}

type ApplicantRow = PreviewData['people'][number];

function contributorFields(data: PreviewData, a: ApplicantRow): PdfField[] {
  const d = a.details ?? {};
  const corporate = a.investorType === 'corporate';
  const list: PdfField[] = [
    { label: 'Name of Entity', value: a.name },
    { label: 'Date of Registration/Incorporation', value: a.dateOfBirth },
    { label: 'Place of Registration/Incorporation', value: d.cityOfIncorporation },
    { label: 'CKYC No./CKYC Acknowledge No./KIN No', value: d.ckycNo },
    { label: 'Investor Type', value: label(INVESTOR_TYPE_LABELS, a.investorType) },
    { label: 'PAN', value: a.panNo },
  ];
  if (corporate)
    list.push({ label: 'Corporate is NBFC', value: label({ yes: 'Yes', no: 'No' }, d.nbfcCorporate) });
  if (corporate && d.nbfcCorporate === 'yes')
    list.push(
      { label: 'Type of NBFC', value: label(NBFC_TYPE_LABELS, d.nbfcType) },
      { label: 'NBFC Importance', value: label(NBFC_IMPORTANCE_TYPE_LABELS, d.nbfcImportanceType) },
    );
  list.push(
    { label: 'Gross Annual Income', value: d.grossAnnualIncome },
    {
      label: 'Net Worth',
      value: a.netWorth === null ? null : formatCurrency(Number(a.netWorth), data.currency),
    },
    { label: 'Net worth as on', value: d.netWorthDate },
    { label: 'Politically Exposed Person Status', value: d.politicallyExposedPersonStatus },
    { label: 'Demat Account Type', value: d.dlclId },
    { label: 'DP ID / DPCL ID', value: d.dpId },
    { label: 'CL ID', value: d.clId },
    { label: 'Name of Broker', value: d.nameOfBroker },
    { label: 'Data Fetched from KRA', value: a.dataFetchedFromKra },
  );
  return list;
}

function contactBlocks(data: PreviewData, a: ApplicantRow): PdfBlock[] {
  const own = data.addresses.filter((x) => x.applicantId === a.id);
  const correspondence = own.find((x) => x.addressType === 'correspondence');
  const office = own.find((x) => x.addressType === 'permanent');
  const p = a.contactPerson;
  return [
    fields([
      { label: 'Email', value: a.email },
      { label: 'Mobile Number', value: a.mobile ? `${a.countryCode} ${a.mobile}` : null },
      {
        label: 'Registered Office Address',
        value:
          !office && correspondence?.permanentAddressSameAsCorresponding
            ? 'Same as correspondence address'
            : office && addressText(office),
        wide: true,
      },
      { label: 'Correspondence Address', value: correspondence && addressText(correspondence), wide: true },
    ]),
    { kind: 'heading', text: 'Contact Person' },
    fields([
      { label: 'Name', value: p?.name },
      { label: 'Email', value: p?.email },
      { label: 'Mobile Number', value: p?.mobile ? `${p.countryCode ?? ''} ${p.mobile}`.trim() : null },
      { label: 'Landline Number', value: p?.landLineNumber ? joined(p.stdCode, p.landLineNumber) : null },
      {
        label: 'Address',
        value: p ? joined(p.address1, p.address2, p.address3, p.city, p.state, p.country, p.pincode) : null,
        wide: true,
      },
    ]),
  ];
}

function signatoryBlocks(groups: SignatoryGroup[]): PdfBlock[] {
  if (groups.length === 0) return [{ kind: 'note', text: 'No data found' }];
  return groups.flatMap((g, i) => {
    const members = (g.groupsignatories ?? []).filter((s) => s.isActive !== false);
    return [
      {
        kind: 'heading' as const,
        text: `${g.name?.trim() || `Group ${i + 1}`}: ${g.threshold ?? 1} of ${members.length} required to sign`,
      },
      table(
        [
          ['Name', 3],
          ['PAN', 2],
          ['Email ID', 3.4],
          ['Mobile', 2],
          ['Designation', 2.2],
          ['E-Sign', 1.1],
        ],
        members.map((s): FieldValue[] => [
          s.name,
          s.pan,
          s.email,
          s.mobile ? `${s.countryCode ?? ''} ${s.mobile}`.trim() : null,
          s.designation,
          s.canEsign !== false,
        ]),
        'No data found',
      ),
    ];
  });
}

function uboBlocks(entity: EntityPdfData | undefined): PdfBlock[] {
  const d = entity?.uboDeclaration;
  const text = uboDeclarationText(entity?.uboTypes ?? [], d?.type, d?.value, d?.others);
  const blocks: PdfBlock[] = [
    fields([
      { label: 'Declaration Type', value: text.type, wide: true },
      { label: 'Declaration Value', value: text.value, wide: true },
    ]),
  ];
  const list = (entity?.ubos ?? []).filter((u) => u.isActive !== false);
  if (list.length === 0) return [...blocks, { kind: 'note', text: 'No data found' }];
  for (const [i, u] of list.entries()) {
    blocks.push(
      { kind: 'heading', text: `UBO ${i + 1}: ${u.name ?? ''}`.trim() },
      fields([
        { label: 'Taxpayer ID Number/PAN/Equivalent ID Number', value: u.panNumber },
        { label: 'Date of Birth', value: u.dob },
        { label: 'Identification Type', value: u.identificationType },
        {
          label: 'Percentage Of Beneficial Interest',
          value: u.percentageOfBeneficialInterest == null ? null : `${u.percentageOfBeneficialInterest}%`,
        },
        { label: 'Country of Tax Residency', value: u.countryOfTaxResidency },
        { label: 'CP/UBO Code', value: label(CONTROLLING_PERSON_TYPE_LABELS, u.cpUboCode) },
        { label: 'Place and Country of Birth', value: u.placeAndCountryOfBirth },
        { label: 'Occupation', value: label(OCCUPATION_LABELS, u.occupation) },
        { label: 'Gender', value: u.gender },
        { label: 'Nationality', value: u.nationality },
        { label: "Father's Name", value: u.fatherName },
        { label: 'CKYC Number', value: u.ckycNumber },
        { label: 'Discretionary Trust', value: label({ yes: 'Yes', no: 'No' }, u.discretionaryTrust) },
        { label: 'Identity Proof', value: u.file?.name },
        {
          label: 'Address',
          value: joined(u.address1, u.address2, u.address3, u.city, u.state, u.country, u.pincode),
          wide: true,
        },
      ]),
    );
    // The AML check block of a UBO whose check did not pass (doc 2 "Previews").
    if (u.amlCheck !== true)
      blocks.push(
        fields([
          { label: 'AML Check', value: u.amlCheck === false ? 'Failed' : 'Not Done' },
          { label: 'AML Acknowledgement', value: u.amlAcknowledgement },
          { label: 'AML Commented By', value: u.amlCommentedRole },
          { label: 'AML Comments', value: u.amlComments, wide: true },
        ]),
      );
  }
  return blocks;
}

function fatcaBlocks(entity: EntityPdfData | undefined): PdfBlock[] {
  const detail = entity?.fatca;
  if (!detail) return [{ kind: 'note', text: 'No data found' }];
  const rows = fatcaAnswerRows(entity.fatcaQuestions, detail);
  const persons = (detail.controllingpersons ?? []).filter((p) => p.isActive !== false);
  return [
    fields(rows.map((r) => ({ label: r.question, value: r.answer, wide: true }))),
    { kind: 'heading', text: 'Controlling Persons' },
    table(
      [
        ['Name', 2.6],
        ['Type', 2.6],
        ['Identification', 2.6],
        ['TIN', 1.8],
        ['Date of Birth', 1.6],
        ['Tax Residence', 1.8],
        ['Nationality', 1.6],
      ],
      persons.map((p): FieldValue[] => [
        p.name,
        label(CONTROLLING_PERSON_TYPE_LABELS, p.controllingPersonType),
        joined(p.indentificationType, p.indentificationNumber),
        p.tin,
        p.dateOfBirth,
        p.countryOfResidense,
        p.nationality,
      ]),
      'No data found',
    ),
  ];
}
