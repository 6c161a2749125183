import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  FUND_TYPE_LABELS,
  HOLDING_MODE_LABELS,
  amountInWords,
  computeInvestment,
  formatCurrency,
  formatDateTimeIST,
  isDocumentType,
  setupFeeBreakdown,
  type ApplicationStatus,
  type Currency,
  type HoldingMode,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import type { applications } from '../../db/schema';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applicationSignedDocuments,
  banks,
  files,
  nominees,
  plans,
  schemes,
  users,
} from '../../db/schema';
import type { FieldValue, PdfBlock, PdfDocumentModel, PdfField, PdfSection } from './render';

type AppRow = typeof applications.$inferSelect;
const ORDINALS = ['1st', '2nd', '3rd'];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/** Steps 6-8 of the wizard (nominees, banks, stored investment fields), when they are stored. */
export interface LaterStepData {
  doNotWishToNominate?: boolean | null;
  nominees: {
    nomineeName: string | null;
    nomineeRelationship: string | null;
    dateOfBirth: string | null;
    nomineePercentage: number | string | null;
    guardianName: string | null;
    nomineePan: string | null;
  }[];
  banks: {
    bankName: string | null;
    bankBranch: string | null;
    bankAccountNumber: string | null;
    bankAccountType: string | null;
    ifscCode: string | null;
    micrCode: string | null;
    swiftCode: string | null;
    defaultBankAccount: boolean | null;
    pennydropVerified: boolean | null;
  }[];
  investment: Record<string, FieldValue>;
}

/** Steps 6-8 as stored by the wizard (migrations/0007): active nominees and banks in form order, the investment fields. */
export async function loadLaterSteps(db: Db, app: AppRow): Promise<LaterStepData> {
  const nomineeRows = await db
    .select()
    .from(nominees)
    .where(and(eq(nominees.applicationId, app.id), eq(nominees.isActive, true)))
    .orderBy(asc(nominees.sno));
  const bankRows = await db
    .select()
    .from(banks)
    .where(and(eq(banks.applicationId, app.id), eq(banks.isActive, true)))
    .orderBy(asc(banks.sno));
  return {
    doNotWishToNominate: app.doNotWishToNominate,
    nominees: nomineeRows.map((n) => ({
      nomineeName: n.nomineeName,
      nomineeRelationship: n.nomineeRelationship,
      dateOfBirth: n.dateOfBirth,
      nomineePercentage: n.nomineePercentage === null ? null : `${Number(n.nomineePercentage)}%`,
      guardianName: n.guardianName,
      nomineePan: n.nomineePan,
    })),
    banks: bankRows.map((b) => ({
      bankName: b.bankName,
      bankBranch: b.bankBranch,
      bankAccountNumber: b.bankAccountNumber,
      bankAccountType: b.bankAccountType,
      ifscCode: b.ifscCode,
      micrCode: b.micrCode,
      swiftCode: b.swiftCode,
      defaultBankAccount: b.defaultBankAccount,
      pennydropVerified: b.pennydropVerified,
    })),
    investment: (app.investment ?? {}) as Record<string, FieldValue>,
  };
}

function money(amount: number | null | undefined, currency: Currency): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return formatCurrency(amount, currency).replace('₹', 'INR').replace('$', 'USD');
}

const addressText = (a: typeof applicantAddresses.$inferSelect) =>
  [a.address1, a.address2, a.address3, a.city, a.state, a.country, a.pincode]
    .filter((x) => x && x.trim())
    .join(', ');

const ADDRESS_LABELS: Record<string, string> = {
  correspondence: 'Correspondence Address',
  permanent: 'Permanent Address',
  overseas: 'Overseas Address',
};

/** The application's preview, section by section (doc 1 §2 preview; doc 2 "Previews"). */
export async function loadApplicationPdfModel(db: Db, app: AppRow, now: Date): Promise<PdfDocumentModel> {
  const people = await db
    .select({ id: users.id, name: users.name, arnCode: users.arnCode })
    .from(users)
    .where(
      inArray(
        users.id,
        [app.distributorId, app.subdistributorId, app.rmId, app.createdBy]
          .filter((x): x is string => !!x)
          .concat(['00000000-0000-0000-0000-000000000000']),
      ),
    );
  const person = (id: string | null) => people.find((p) => p.id === id);
  const [scheme] = app.schemeId ? await db.select().from(schemes).where(eq(schemes.id, app.schemeId)) : [];
  const [plan] = app.planId ? await db.select().from(plans).where(eq(plans.id, app.planId)) : [];
  const rows = await db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
    .orderBy(asc(applicants.applicantType));
  const ids = rows.map((r) => r.id);
  const addresses = ids.length
    ? await db
        .select()
        .from(applicantAddresses)
        .where(and(inArray(applicantAddresses.applicantId, ids), eq(applicantAddresses.isActive, true)))
    : [];
  const docs = ids.length
    ? await db
        .select({
          applicantId: applicantDocuments.applicantId,
          documentType: applicantDocuments.documentType,
          documentName: applicantDocuments.documentName,
          fileName: files.name,
        })
        .from(applicantDocuments)
        .innerJoin(files, eq(files.id, applicantDocuments.fileId))
        .where(and(inArray(applicantDocuments.applicantId, ids), eq(applicantDocuments.isActive, true)))
    : [];
  const signedDocs = await db
    .select({ documentType: applicationSignedDocuments.documentType, fileName: files.name })
    .from(applicationSignedDocuments)
    .innerJoin(files, eq(files.id, applicationSignedDocuments.fileId))
    .where(eq(applicationSignedDocuments.applicationId, app.id));
  const later = await loadLaterSteps(db, app);

  const individual = app.applicationType === 'individual';
  const currency = ((plan?.currency as Currency | undefined) ?? 'inr') as Currency;
  const status = app.status as ApplicationStatus;
  const distributor = person(app.distributorId);
  const sections: PdfSection[] = [];
  const perApplicant = (build: (a: (typeof rows)[number]) => PdfField[]): PdfBlock[] =>
    rows.flatMap((a) => [
      {
        kind: 'heading' as const,
        text: `${ordinal(a.applicantType)} Applicant${individual ? '' : ' (Entity)'}: ${a.name}`,
      },
      { kind: 'fields' as const, fields: build(a) },
    ]);

  sections.push({
    title: 'Distributor Details',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { label: 'Distributor Name', value: distributor?.name },
          { label: 'ARN Code', value: distributor?.arnCode },
          { label: 'Sub-Distributor', value: person(app.subdistributorId)?.name },
          { label: 'RM Name', value: person(app.rmId)?.name },
          { label: 'Filled By', value: person(app.createdBy)?.name },
          { label: 'Login Type', value: app.loginType },
        ],
      },
    ],
  });

  sections.push({
    title: 'Contributor Details',
    blocks: [
      {
        kind: 'fields',
        fields: [
          {
            label: 'Mode of Holding',
            value: HOLDING_MODE_LABELS[app.modeOfHolding as HoldingMode] ?? app.modeOfHolding,
          },
          { label: 'Onboarding Type', value: app.onboardingType === 'minor' ? 'Minor' : 'Normal' },
        ],
      },
      ...perApplicant((a) => {
        const d = a.details ?? {};
        const fields: PdfField[] = [
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
          fields.push({
            label: 'Relationship with First Applicant',
            value: d.relationShipWithFirstApplicant,
          });
        if (app.onboardingType === 'minor')
          fields.push(
            { label: 'Minor Name', value: d.minorName },
            { label: 'Minor Date of Birth', value: d.minorDOB },
            { label: 'Minor PAN', value: d.minorPan },
            { label: 'Guardian Relationship', value: d.guardianRelationship },
          );
        fields.push({ label: 'Data Fetched from KRA', value: a.dataFetchedFromKra });
        return fields;
      }),
    ],
  });

  sections.push({
    title: 'Contact Details',
    blocks: perApplicant((a) => {
      const d = a.details ?? {};
      const fields: PdfField[] = [
        { label: 'Email', value: a.email },
        { label: 'Mobile Number', value: a.mobile ? `${a.countryCode} ${a.mobile}` : null },
        { label: 'Phone (Office)', value: d.phoneNumberoffice },
        { label: 'Phone (Residence)', value: d.phoneNumberResidence },
        { label: 'KRA Mobile Number', value: d.kraMobileNumber },
      ];
      const own = addresses.filter((x) => x.applicantId === a.id);
      for (const type of ['correspondence', 'permanent', 'overseas']) {
        const found = own.find((x) => x.addressType === type);
        if (type === 'overseas' && !found) continue;
        fields.push({
          label: ADDRESS_LABELS[type]!,
          value: found
            ? found.permanentAddressSameAsCorresponding && type === 'permanent'
              ? 'Same as correspondence address'
              : addressText(found)
            : null,
          wide: true,
        });
      }
      return fields;
    }),
  });

  if (individual) {
    sections.push({
      title: 'Additional KYC Details',
      blocks: perApplicant((a) => {
        const d = a.details ?? {};
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
      }),
    });
    sections.push({
      title: 'FATCA Details',
      blocks: perApplicant((a) => {
        const d = a.details ?? {};
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
      }),
    });
    sections.push({
      title: 'Nominee Details',
      blocks: later.doNotWishToNominate
        ? [{ kind: 'note', text: 'I/We do not wish to nominate.' }]
        : [
            {
              kind: 'table',
              columns: [
                { header: 'Nominee Name', width: 3 },
                { header: 'Relationship', width: 2 },
                { header: 'Date of Birth', width: 2 },
                { header: 'Share %', width: 1.2 },
                { header: 'Guardian', width: 2.5 },
                { header: 'PAN', width: 2 },
              ],
              rows: later.nominees.map((n) => [
                n.nomineeName,
                n.nomineeRelationship,
                n.dateOfBirth,
                n.nomineePercentage,
                n.guardianName,
                n.nomineePan,
              ]),
              empty: 'N/A',
            },
          ],
    });
  }

  sections.push({
    title: 'Bank Details',
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: 'Bank', width: 3 },
          { header: 'Account Number', width: 2.6 },
          { header: 'Type', width: 1.4 },
          { header: 'IFSC / SWIFT', width: 2 },
          { header: 'MICR', width: 1.6 },
          { header: 'Default', width: 1.2 },
          { header: 'Verified', width: 1.2 },
        ],
        rows: later.banks.map((b) => [
          [b.bankName, b.bankBranch].filter(Boolean).join(', '),
          b.bankAccountNumber,
          b.bankAccountType,
          b.ifscCode ?? b.swiftCode,
          b.micrCode,
          b.defaultBankAccount,
          b.pennydropVerified,
        ]),
        empty: 'No Bank Details',
      },
    ],
  });

  sections.push({
    title: 'Investment and Payment Details',
    blocks: investmentBlocks(app, scheme, plan, currency, later),
  });

  const docRows = rows.flatMap((a) =>
    docs
      .filter((d) => d.applicantId === a.id)
      .map((d) => [
        `${ordinal(a.applicantType)} Applicant`,
        isDocumentType(d.documentType) ? DOCUMENT_TYPE_LABELS[d.documentType] : d.documentType,
        d.documentName,
        d.fileName,
      ]),
  );
  sections.push({
    title: 'Document Details',
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: 'Applicant', width: 2 },
          { header: 'Document', width: 3 },
          { header: 'Proof', width: 2.5 },
          { header: 'File', width: 3.5 },
        ],
        rows: docRows,
        empty: 'No data found',
      },
      ...(signedDocs.length
        ? [
            { kind: 'heading' as const, text: 'Signed Documents' },
            {
              kind: 'table' as const,
              columns: [
                { header: 'Document', width: 3 },
                { header: 'File', width: 5 },
              ],
              rows: signedDocs.map((d) => [
                isDocumentType(d.documentType) ? DOCUMENT_TYPE_LABELS[d.documentType] : d.documentType,
                d.fileName,
              ]),
              empty: '-',
            },
          ]
        : []),
    ],
  });

  return {
    title: individual ? 'Investor Application Form' : 'Non Individual Investor Application Form',
    subtitle:
      [scheme?.schemeName, plan?.planDescription].filter(Boolean).join(' - ') ||
      'Alternative Investment Fund',
    applicationNumber: app.applicationNumber,
    facts: [
      { label: 'Application Number', value: app.applicationNumber },
      { label: 'Status', value: APPLICATION_STATUS_LABELS[status] ?? status },
      { label: 'Application Type', value: individual ? 'Individual' : 'Non Individual' },
      { label: 'POA', value: app.hasPoa },
      { label: 'Created On', value: formatDateTimeIST(app.createdAt) },
      { label: 'Investors', value: rows.map((r) => r.name).join(', '), wide: true },
    ],
    sections,
    generatedAt: now,
  };
}

const num = (v: FieldValue): number | null => {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The investment step as saved (applications.investment); what was not saved is derived from the
 * commitment and the plan with contracts' fee arithmetic (setup fee, 18 % GST, total, net of TDS).
 */
function investmentBlocks(
  app: AppRow,
  scheme: typeof schemes.$inferSelect | undefined,
  plan: typeof plans.$inferSelect | undefined,
  currency: Currency,
  later: LaterStepData,
): PdfBlock[] {
  const v = later.investment;
  const commitment = app.commitmentAmount === null ? null : Number(app.commitmentAmount);
  const msar = scheme?.fundType === 'msar';
  const faceValue = num(v.faceValue) ?? (plan ? Number(plan.faceValue) : null);
  const premiumPercentage = num(v.premiumPercentage) ?? (plan ? Number(plan.premiumPercentage) : null);
  const feeApplies = !msar && (v.setupFeeType ?? plan?.setupFeeType) === 'yes';
  const setupFeePercentage = feeApplies
    ? (num(v.setupFeePercentage) ?? (plan ? Number(plan.setupFee) : null))
    : null;
  const tds = num(v.setupFeeTDS) ?? 0;
  let units = num(v.noOfUnits);
  let perUnit = num(v.perUnitValue);
  let premiumValue = num(v.premiumValue);
  if (faceValue !== null && premiumPercentage !== null) {
    const one = computeInvestment({ faceValue, premiumPercentage, noOfUnits: 1 });
    perUnit ??= one.perUnitValue;
    premiumValue ??= one.premiumValue;
    if (units === null && commitment !== null && one.perUnitValue > 0)
      units = Math.floor(commitment / one.perUnitValue);
  }
  const fee =
    commitment !== null && setupFeePercentage !== null
      ? setupFeeBreakdown(commitment, setupFeePercentage)
      : null;
  const feeAmount = num(v.setupFeeAmount) ?? fee?.feeAmount ?? null;
  const feeGst = num(v.setupFeeGST) ?? fee?.feeGst ?? null;
  const totalFee = num(v.totalSetupFee) ?? fee?.totalSetupFee ?? null;
  const net =
    num(v.netSetupFeeLessTDS) ?? (totalFee !== null ? Math.round((totalFee - tds) * 100) / 100 : null);
  const fields: PdfField[] = [
    { label: 'Fund Scheme', value: scheme?.schemeName },
    { label: 'Series', value: plan ? `${plan.planCode} - ${plan.planDescription}` : null },
    {
      label: 'Fund Type',
      value: scheme ? FUND_TYPE_LABELS[scheme.fundType as keyof typeof FUND_TYPE_LABELS] : null,
    },
    { label: 'Currency', value: currency.toUpperCase() },
    { label: 'Group Investment', value: v.groupInvestment ?? false },
    { label: 'Group Name', value: v.groupInvestment ? v.groupName : null },
    { label: 'Lower the Units', value: v.lowerTheUnits ?? false },
    { label: 'Number of Units', value: units },
    { label: 'Commitment Amount', value: money(commitment, currency) },
    { label: 'Face Value', value: money(faceValue, currency) },
    {
      label: 'Commitment Amount in Words',
      value: commitment !== null ? amountInWords(commitment, currency) : null,
      wide: true,
    },
    { label: 'Premium %', value: premiumPercentage !== null ? `${premiumPercentage}%` : null },
    { label: 'Premium Value (per unit)', value: money(premiumValue, currency) },
    { label: 'Per Unit Value', value: money(perUnit, currency) },
  ];
  if (!msar) {
    fields.push(
      {
        label: 'Setup Fee',
        value: feeApplies
          ? setupFeePercentage !== null
            ? `${setupFeePercentage}%`
            : null
          : ((v.setupFeeInWords as string | null | undefined) ?? null),
      },
      { label: 'Setup Fee Amount', value: money(feeAmount, currency) },
      { label: 'GST on Setup Fee (18%)', value: money(feeGst, currency) },
      { label: 'Total Setup Fee', value: money(totalFee, currency) },
      { label: 'TDS', value: money(tds, currency) },
      { label: 'Net Setup Fee less TDS', value: money(net, currency) },
      {
        label: 'Total Setup Fee in Words',
        value: totalFee !== null ? amountInWords(totalFee, currency) : null,
        wide: true,
      },
      { label: 'Drawdown Date', value: (v.drawDownDate as string | null | undefined) ?? plan?.drawDownDate },
    );
  }
  const mode = v.modeOfPayment as string | null | undefined;
  fields.push(
    { label: 'Mode of Payment', value: mode },
    { label: 'Cheque / UTR No.', value: mode === 'cheque' || mode === 'rtgs' ? v.paymentRefNo : null },
    { label: 'NEFT Code', value: mode === 'neft' ? v.neftCode : null },
    { label: 'DD No.', value: mode === 'demand_draft' ? v.ddNo : null },
    { label: 'Cheque Date', value: v.chequeDate },
    { label: 'Payment Bank', value: v.paymentBankame },
    { label: 'Payment Account Number', value: v.paymentBankAccountNumber },
    { label: 'Payment Account Type', value: v.paymentBankAccontType },
  );
  return [{ kind: 'fields', fields }];
}
