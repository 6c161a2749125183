import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  ACCESS_FLAGS,
  STEP_ORDER,
  calendarDateInIST,
  calendarDateToIso,
  isSunday,
  investmentStepSchema,
  onSeriesChange,
  type AccessFlags,
  type FundType,
  type InvestmentStepInput,
  type StaffRole,
} from '@aif/contracts';
import { toPlan } from '../modules/application-wizard/schemes';
import { investmentColumns } from '../modules/application-wizard/steps/investment-payment-details';
import type { FileStorage } from '../providers/storage';
import type { Db } from './client';
import { seedDemoConsents } from './seed-consents';
import { seedEntityDemos } from './seed-entities';
import { seedPoaHolder } from './seed-signatories';
import { applicants, applications, plans, schemes, stampPapers, users, type UserFlags } from './schema';

const SEED_LOCK_KEY = 741_2014;

/** One user per staff role (0-product-decisions §7). The mobiles are the ones the demo and e2e tests use. */
export const DEMO_STAFF: readonly { role: StaffRole; phone: string; name: string; email: string }[] = [
  { role: 'amcadmin', phone: '9000000001', name: 'Aarti Mehta', email: 'aarti.mehta@demo-aif.example' },
  { role: 'rm', phone: '9000000002', name: 'Rohan Iyer', email: 'rohan.iyer@demo-aif.example' },
  {
    role: 'distributor',
    phone: '9000000003',
    name: 'Deepak Sharma',
    email: 'deepak.sharma@demo-aif.example',
  },
  {
    role: 'subdistributor',
    phone: '9000000004',
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@demo-aif.example',
  },
  {
    role: 'fundmanager',
    phone: '9000000005',
    name: 'Farhan Qureshi',
    email: 'farhan.qureshi@demo-aif.example',
  },
  { role: 'trustee', phone: '9000000006', name: 'Tara Menon', email: 'tara.menon@demo-aif.example' },
  { role: 'poaapprover', phone: '9000000007', name: 'Prakash Rao', email: 'prakash.rao@demo-aif.example' },
  { role: 'amcapprover', phone: '9000000008', name: 'Anjali Desai', email: 'anjali.desai@demo-aif.example' },
  { role: 'superadmin', phone: '9000000009', name: 'Suresh Nair', email: 'suresh.nair@demo-aif.example' },
];

/** The company distributor the demo sub-distributor belongs to (0-product-decisions §7); also mapped to the rm. */
export const DEMO_COMPANY_DISTRIBUTOR = {
  role: 'distributor',
  phone: '9000000090',
  name: 'Horizon Wealth Partners Private Limited',
  email: 'ops@horizon-wealth.example',
  arnCode: 'ARN-200002',
} as const;

/** The demo amcadmin has every flag, including the onboarding OTP bypass. */
const ALL_FLAGS: UserFlags = {
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, true])) as AccessFlags),
  bypassOtp: true,
};

interface DemoApplication {
  scheme: 'domestic' | 'msar';
  type: 'individual' | 'non_individual';
  status: string;
  monthsAgo: number;
  hasPoa?: boolean;
  step: number;
  amount: number;
  /** Contribution (cheque) amount paid with the application (investment step); none for early drafts. */
  contribution?: number;
  preparedBy: StaffRole;
  applicants: { name: string; pan: string; dob: string }[];
}

/** A spread across statuses, kinds, funds and the last four months, so lists and the dashboard show something real. */
const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'draft',
    monthsAgo: 0,
    step: 3,
    amount: 10_000_000,
    preparedBy: 'rm',
    applicants: [{ name: 'Vikram Malhotra', pan: 'ABKPM1234C', dob: '1980-04-12' }],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'sent_to_amc_approver',
    monthsAgo: 0,
    step: 9,
    amount: 15_000_000,
    contribution: 3_750_000,
    preparedBy: 'distributor',
    applicants: [
      { name: 'Neha Kapoor', pan: 'BCDPK2345D', dob: '1985-09-23' },
      { name: 'Arjun Kapoor', pan: 'BCDPK3456E', dob: '1983-01-05' },
    ],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'sent_to_poa_approver',
    monthsAgo: 1,
    hasPoa: true,
    step: 9,
    amount: 12_500_000,
    contribution: 2_500_000,
    preparedBy: 'subdistributor',
    applicants: [{ name: 'Rahul Verma', pan: 'CDEPV4567F', dob: '1975-11-30' }],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'sent_to_applicant1',
    monthsAgo: 1,
    step: 9,
    amount: 20_000_000,
    contribution: 5_000_000,
    preparedBy: 'rm',
    applicants: [{ name: 'Priya Nair', pan: 'DEFPN5678G', dob: '1990-02-14' }],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'signed',
    monthsAgo: 2,
    step: 9,
    amount: 25_000_000,
    contribution: 10_000_000,
    preparedBy: 'distributor',
    applicants: [{ name: 'Karan Singh', pan: 'EFGPS6789H', dob: '1978-07-19' }],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'rejected',
    monthsAgo: 2,
    step: 9,
    amount: 10_000_000,
    contribution: 2_500_000,
    preparedBy: 'rm',
    applicants: [{ name: 'Meera Joshi', pan: 'FGHPJ7891J', dob: '1988-12-01' }],
  },
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'invitationexpired',
    monthsAgo: 3,
    step: 9,
    amount: 11_000_000,
    contribution: 2_750_000,
    preparedBy: 'distributor',
    applicants: [{ name: 'Sanjay Gupta', pan: 'GHJPG8912K', dob: '1970-06-08' }],
  },
  {
    scheme: 'msar',
    type: 'individual',
    status: 'approved_by_amc_approver',
    monthsAgo: 1,
    step: 9,
    amount: 30_000_000,
    contribution: 7_500_000,
    preparedBy: 'rm',
    applicants: [{ name: 'Ananya Reddy', pan: 'HJKPR9123L', dob: '1982-03-27' }],
  },
  {
    scheme: 'msar',
    type: 'individual',
    status: 'completed',
    monthsAgo: 3,
    step: 9,
    amount: 50_000_000,
    contribution: 15_000_000,
    preparedBy: 'amcadmin',
    applicants: [{ name: 'Rajesh Khanna', pan: 'JKLPK1235M', dob: '1965-10-10' }],
  },
  // The entity applications are filled in through the wizard (seed-entities.ts).
];

/** Applicant mobiles start here and count up (+91 9000000010, 9000000011, ...). */
export const FIRST_APPLICANT_MOBILE = 9_000_000_010;

function monthsBefore(now: Date, months: number, day: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 6, 30));
  d.setUTCDate(Math.min(day, 28));
  return d.getTime() > now.getTime() ? now : d;
}

/**
 * Demo data for an empty database (0-product-decisions §7). Runs in one transaction under an advisory
 * lock, and only when there are no users yet, so instances starting together seed once.
 * Returns whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  /** Where the demo documents' bytes go (the instance's file storage); without it, only their rows. */
  storage?: FileStorage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;

    const staff = await tx
      .insert(users)
      .values(
        DEMO_STAFF.map((u) => ({
          role: u.role,
          name: u.name,
          email: u.email,
          countryCode: '+91',
          phone: u.phone,
          flags: u.role === 'amcadmin' ? ALL_FLAGS : {},
        })),
      )
      .returning({ id: users.id, role: users.role });
    const userId = (role: StaffRole) => staff.find((s) => s.role === role)!.id;

    // The hierarchy (doc 3 §3): the individual distributor and a company distributor under the rm, the
    // sub-distributor under the company distributor.
    const [company] = await tx
      .insert(users)
      .values({
        role: DEMO_COMPANY_DISTRIBUTOR.role,
        name: DEMO_COMPANY_DISTRIBUTOR.name,
        email: DEMO_COMPANY_DISTRIBUTOR.email,
        countryCode: '+91',
        phone: DEMO_COMPANY_DISTRIBUTOR.phone,
        rmId: userId('rm'),
        distributorType: 'company',
        arnCode: DEMO_COMPANY_DISTRIBUTOR.arnCode,
      })
      .returning({ id: users.id });
    await tx
      .update(users)
      .set({ rmId: userId('rm'), distributorType: 'individual', arnCode: 'ARN-100001' })
      .where(eq(users.id, userId('distributor')));
    await tx
      .update(users)
      .set({ rmId: userId('rm'), distributorId: company!.id })
      .where(eq(users.id, userId('subdistributor')));

    const [domestic, msar] = await tx
      .insert(schemes)
      .values([
        {
          schemeCode: 'DGF1',
          schemeName: 'Demo Growth Fund I',
          amcCode: 'DEMOAMC',
          fundType: 'domestic',
          fundCategory: 'category_ii',
          bankName: 'State Bank of India',
          bankBranch: 'Mumbai Main Branch',
          ifscCode: 'SBIN0000300',
          bankAccountNumber: '00000031234567890',
        },
        {
          schemeCode: 'DMO1',
          schemeName: 'Demo MSAR Opportunities Fund',
          amcCode: 'DEMOAMC',
          fundType: 'msar',
          fundCategory: 'category_iii',
          bankName: 'HDFC Bank',
          bankBranch: 'Fort, Mumbai',
          ifscCode: 'HDFC0000060',
          bankAccountNumber: '50100012345678',
        },
      ])
      .returning({ id: schemes.id });
    const planRows = await tx
      .insert(plans)
      .values([
        {
          schemeId: domestic!.id,
          planCode: 'DGF1-A',
          planDescription: 'Series A',
          faceValue: '100',
          premiumPercentage: '0',
          noOfUnits: 100_000,
          minCommitmentAmount: '10000000',
          maxCommitmentAmount: '500000000',
          setupFeeType: 'yes',
          setupFee: '2',
          fundManagerId: userId('fundmanager'),
          trusteeId: userId('trustee'),
          // Minimum units (doc 1 §5): 1 Cr at face value; a group investment 50 L; lowered 25 L.
          groupNoOfUnits: 50_000,
          loweredUnits: 25_000,
          isOperatingExpensesApplicable: 'yes',
          operatingExpensesType: 'percentage',
          operatingExpenses: '0.75',
          isHurdleRateTextApplicable: 'yes',
          hurdleRateText: '10% p.a. pre-tax IRR in INR terms',
        },
        {
          schemeId: domestic!.id,
          planCode: 'DGF1-B',
          planDescription: 'Series B',
          faceValue: '100',
          premiumPercentage: '5',
          noOfUnits: 100_000,
          minCommitmentAmount: '10000000',
          maxCommitmentAmount: '500000000',
          setupFeeType: 'yes',
          setupFee: '1.5',
          fundManagerId: userId('fundmanager'),
          trusteeId: userId('trustee'),
          groupNoOfUnits: 50_000,
          loweredUnits: 25_000,
          isOperatingExpensesApplicable: 'yes',
          operatingExpensesType: 'other',
          operatingExpensesInWords: 'At actuals, capped at 0.5% of the capital commitment per annum',
          isHurdleRateTextApplicable: 'yes',
          hurdleRateText: '8% p.a. compounded annually',
          isAdditionalReturnTextApplicable: 'yes',
          additionalReturnText: '20% of the returns above the hurdle rate, with full catch-up',
        },
        {
          schemeId: msar!.id,
          planCode: 'DMO1-A',
          planDescription: 'Series A',
          faceValue: '1000',
          premiumPercentage: '0',
          noOfUnits: 10_000,
          minCommitmentAmount: '10000000',
          maxCommitmentAmount: '1000000000',
          setupFeeType: 'other',
          fundManagerId: userId('fundmanager'),
          trusteeId: userId('trustee'),
          groupNoOfUnits: 5_000,
          loweredUnits: 2_500,
          isOperatingExpensesApplicable: 'no',
        },
      ])
      .returning();
    const planOf = (schemeId: string) => planRows.find((p) => p.schemeId === schemeId)!;

    // Stamp paper stock per series (0-product-decisions §7; doc 3 §2.5 Stamp Papers Information).
    await tx.insert(stampPapers).values(
      planRows.flatMap((p, i) => [
        { planId: p.id, denomination: '100', totalCount: 200, usedCount: 35 + i * 10 },
        { planId: p.id, denomination: '500', totalCount: 50, usedCount: 12 + i * 4 },
      ]),
    );

    let mobile = FIRST_APPLICANT_MOBILE;
    let poaApplications = 0;
    for (const [i, demo] of DEMO_APPLICATIONS.entries()) {
      const schemeId = demo.scheme === 'domestic' ? domestic!.id : msar!.id;
      const createdAt = monthsBefore(now, demo.monthsAgo, 3 + i * 2);
      const refs = demo.applicants.map(() => randomUUID());
      const [app] = await tx
        .insert(applications)
        .values({
          applicant1ReferenceId: refs[0]!,
          applicationType: demo.type,
          status: demo.status,
          currentStep: demo.step,
          hasPoa: demo.hasPoa ?? false,
          modeOfHolding: demo.applicants.length > 1 ? 'joint' : 'single',
          schemeId,
          planId: planOf(schemeId).id,
          ...demoInvestment(demo, planOf(schemeId), demo.scheme, i, createdAt),
          distributorId:
            demo.preparedBy === 'distributor'
              ? userId('distributor')
              : demo.preparedBy === 'subdistributor'
                ? company!.id
                : null,
          rmId: demo.preparedBy === 'rm' ? userId('rm') : null,
          subdistributorId: demo.preparedBy === 'subdistributor' ? userId('subdistributor') : null,
          createdBy: userId(demo.preparedBy),
          ...(demo.status === 'rejected'
            ? {
                rejectedReason: 'Address proof is not legible',
                rejectedAt: createdAt,
                rejectedByRole: 'amcapprover',
              }
            : {}),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: applications.id });
      await tx.insert(applicants).values(
        demo.applicants.map((a, k) => ({
          applicationId: app!.id,
          applicantType: k + 1,
          referenceId: refs[k]!,
          name: a.name,
          panNo: a.pan,
          dateOfBirth: a.dob,
          email: `${a.name.split(' ')[0]!.toLowerCase()}@investor.example`,
          countryCode: '+91',
          mobile: String(mobile++),
          createdAt,
          updatedAt: createdAt,
        })),
      );
      // A POA application is sent only with its POA holder (0-product-decisions §10).
      if (demo.hasPoa) await seedPoaHolder(tx, app!.id, poaApplications++, createdAt);
    }

    const rm = DEMO_STAFF.find((u) => u.role === 'rm')!;
    await seedEntityDemos(tx, now, {
      rm: { id: userId('rm'), phone: rm.phone },
      amcapprover: userId('amcapprover'),
      plan: planOf(domestic!.id),
      storage,
    });
    await seedDemoConsents(tx, now, { rm: userId('rm'), amcadmin: userId('amcadmin') });
    return true;
  });
}

/** 30 days after `from`, or 31 when that is a Sunday, as an Asia/Kolkata calendar date (YYYY-MM-DD). */
function drawdownAfter(from: Date): string {
  const day = (n: number) => calendarDateInIST(from.getTime() + n * 86_400_000);
  return calendarDateToIso(isSunday(day(30)) ? day(31) : day(30));
}

/**
 * A demo application's investment step. Past that step (its currentStep), it is what the wizard saves: the
 * series' price and fees, the units its commitment buys, paid by NEFT, parsed by the contracts' step schema
 * (the seed fails if a rule refuses it), so Modify Investment, the details page and the PDF show it. Before
 * that step, only the commitment the list and the dashboard show.
 */
export function demoInvestment(
  demo: Pick<DemoApplication, 'type' | 'step' | 'amount' | 'contribution' | 'preparedBy'>,
  plan: typeof plans.$inferSelect,
  fundType: FundType,
  n: number,
  filledAt: Date,
): Pick<typeof applications.$inferInsert, 'commitmentAmount' | 'contributionChequeAmount' | 'investment'> {
  if (demo.step < STEP_ORDER[demo.type].indexOf('investment-payment-details') + 1)
    return {
      commitmentAmount: demo.amount.toFixed(2),
      contributionChequeAmount: demo.contribution === undefined ? null : demo.contribution.toFixed(2),
      investment: null,
    };
  const series = toPlan(plan);
  const filled = onSeriesChange<InvestmentStepInput>({ schemeId: plan.schemeId }, series, fundType);
  const parsed = investmentStepSchema({
    role: demo.preparedBy,
    applicationType: demo.type,
    today: filledAt,
    fundType,
    plan: series,
    applicationCreatedAt: filledAt,
  }).safeParse({
    ...filled,
    noOfUnits: demo.amount / Number(filled.perUnitValue),
    // The first call for money a month after the application, on a weekday (domestic and GIFT funds).
    drawDownDate: fundType === 'msar' ? null : (filled.drawDownDate ?? drawdownAfter(filledAt)),
    modeOfPayment: 'neft',
    neftCode: `DEMONEFT${String(n + 1).padStart(4, '0')}`,
    contributionChequeAmount: demo.contribution ?? null,
  });
  if (!parsed.success) throw new Error(`demo investment ${n}: ${JSON.stringify(parsed.error.issues)}`);
  const { commitmentAmount, contributionChequeAmount, investment } = investmentColumns(parsed.data);
  return { commitmentAmount, contributionChequeAmount, investment };
}
