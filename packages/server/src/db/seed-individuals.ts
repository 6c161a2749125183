/**
 * Individual demo applications (0-product-decisions §7): a spread across statuses, funds and the last four
 * months, so lists and the dashboard show something real. The draft is left as its first steps left it.
 * Every one past draft starts as the onboarding entry leaves it (registry record and addresses), is filled
 * in through the wizard's own save path and moved as staff move it (seed-individual-steps.ts), so what a
 * user can do with it (approve it, modify its investment, sign it) passes the checks a real one passes.
 */
import { randomUUID } from 'node:crypto';
import {
  STEP_ORDER,
  calendarDateInIST,
  calendarDateToIso,
  deriveInvestment,
  isSunday,
  investmentStepSchema,
  onSeriesChange,
  type FundType,
  type InvestmentStepInput,
  type StaffRole,
} from '@aif/contracts';
import { toPlan } from '../modules/application-wizard/schemes';
import { investmentColumns } from '../modules/application-wizard/steps/investment-payment-details';
import { insertRegistryAddresses } from '../modules/onboarding/registry-addresses';
import { SandboxKra } from '../providers/kra/sandbox';
import type { FileStorage } from '../providers/storage';
import type { Tx } from './client';
import { applicants, applications, type plans } from './schema';
import { fillIndividualSteps, moveIndividualDemo, type DemoPerson } from './seed-individual-steps';

type PlanRow = typeof plans.$inferSelect;

export interface DemoApplication {
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
  applicants: DemoPerson[];
}

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    scheme: 'domestic',
    type: 'individual',
    status: 'draft',
    monthsAgo: 0,
    step: 3,
    amount: 10_000_000,
    preparedBy: 'rm',
    applicants: [
      { name: 'Vikram Malhotra', pan: 'ABKPM1234C', dob: '1980-04-12', gender: 'Male', father: 'Ashok' },
    ],
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
      { name: 'Neha Kapoor', pan: 'BCDPK2345D', dob: '1985-09-23', gender: 'Female', father: 'Raj Kapoor' },
      { name: 'Arjun Kapoor', pan: 'BCDPK3456E', dob: '1983-01-05', gender: 'Male', father: 'Vinod Kapoor' },
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
    applicants: [
      { name: 'Rahul Verma', pan: 'CDEPV4567F', dob: '1975-11-30', gender: 'Male', father: 'Mohan Verma' },
    ],
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
    applicants: [
      { name: 'Priya Nair', pan: 'DEFPN5678G', dob: '1990-02-14', gender: 'Female', father: 'Gopal Nair' },
    ],
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
    applicants: [
      { name: 'Karan Singh', pan: 'EFGPS6789H', dob: '1978-07-19', gender: 'Male', father: 'Harpal Singh' },
    ],
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
    applicants: [
      { name: 'Meera Joshi', pan: 'FGHPJ7891J', dob: '1988-12-01', gender: 'Female', father: 'Suresh Joshi' },
    ],
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
    applicants: [
      { name: 'Sanjay Gupta', pan: 'GHJPG8912K', dob: '1970-06-08', gender: 'Male', father: 'Ramesh Gupta' },
    ],
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
    applicants: [
      {
        name: 'Ananya Reddy',
        pan: 'HJKPR9123L',
        dob: '1982-03-27',
        gender: 'Female',
        father: 'Krishna Reddy',
      },
    ],
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
    applicants: [
      { name: 'Rajesh Khanna', pan: 'JKLPK1235M', dob: '1965-10-10', gender: 'Male', father: 'Lal Khanna' },
    ],
  },
  // The entity applications are filled in through the wizard (seed-entities.ts).
];

/** Applicant mobiles start here and count up (+91 9000000010, 9000000011, ...). */
export const FIRST_APPLICANT_MOBILE = 9_000_000_010;

export interface IndividualSeedContext {
  /** The demo staff user of a role, and its mobile. */
  staff: (role: StaffRole) => { id: string; phone: string };
  /** The company distributor the demo sub-distributor belongs to. */
  companyDistributor: string;
  /** The first series of each fund. */
  plan: Record<'domestic' | 'msar', PlanRow>;
  storage?: FileStorage;
}

function monthsBefore(now: Date, months: number, day: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 6, 30));
  d.setUTCDate(Math.min(day, 28));
  return d.getTime() > now.getTime() ? now : d;
}

/** Inserts and fills the individual demos in order (their application numbers and mobiles count up). */
export async function seedIndividualDemos(tx: Tx, now: Date, ctx: IndividualSeedContext): Promise<void> {
  const kra = new SandboxKra();
  let mobile = FIRST_APPLICANT_MOBILE;
  let poaApplications = 0;
  for (const [i, demo] of DEMO_APPLICATIONS.entries()) {
    const plan = ctx.plan[demo.scheme];
    const createdAt = monthsBefore(now, demo.monthsAgo, 3 + i * 2);
    const filled = demo.status !== 'draft';
    const preparer = ctx.staff(demo.preparedBy);
    const refs = demo.applicants.map(() => randomUUID());
    const [app] = await tx
      .insert(applications)
      .values({
        applicant1ReferenceId: refs[0]!,
        applicationType: demo.type,
        // Draft: one past draft starts as the onboarding entry leaves it, its steps are saved below.
        status: 'draft',
        currentStep: filled ? 0 : demo.step,
        hasPoa: demo.hasPoa ?? false,
        modeOfHolding: demo.applicants.length > 1 ? 'joint' : 'single',
        ...(filled
          ? {}
          : {
              schemeId: plan.schemeId,
              planId: plan.id,
              ...demoInvestment(demo, plan, demo.scheme, i, createdAt),
            }),
        distributorId:
          demo.preparedBy === 'distributor'
            ? preparer.id
            : demo.preparedBy === 'subdistributor'
              ? ctx.companyDistributor
              : null,
        rmId: demo.preparedBy === 'rm' ? preparer.id : null,
        subdistributorId: demo.preparedBy === 'subdistributor' ? preparer.id : null,
        createdBy: preparer.id,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: applications.id });
    for (const [k, a] of demo.applicants.entries()) {
      const record = filled ? await kra.lookup({ pan: a.pan, dateOfBirth: a.dob }) : null;
      const [row] = await tx
        .insert(applicants)
        .values({
          applicationId: app!.id,
          applicantType: k + 1,
          referenceId: refs[k]!,
          name: a.name,
          panNo: a.pan,
          dateOfBirth: a.dob,
          email: `${a.name.split(' ')[0]!.toLowerCase()}@investor.example`,
          countryCode: '+91',
          mobile: String(mobile++),
          // As the onboarding entry leaves one: the registry's record (with the demo's name and parents).
          ...(record
            ? {
                dataFetchedFromKra: true,
                kraData: { ...record, name: a.name, fatherOrSpouseName: a.father, gender: a.gender },
                amlCheck: true,
                amlData: { system_match: [] },
              }
            : {}),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: applicants.id });
      if (record) await insertRegistryAddresses(tx, row!.id, record.addresses, createdAt);
    }
    if (!filled) continue;
    const session = { role: demo.preparedBy, ...preparer };

    await fillIndividualSteps(tx, {
      id: app!.id,
      n: i,
      filledAt: createdAt,
      preparer: session,
      people: demo.applicants,
      domestic: demo.scheme === 'domestic',
      investment: demoInvestmentValues(demo, plan, demo.scheme, i, createdAt),
      // A POA application is sent only with its POA holder (0-product-decisions §10).
      poaHolder: demo.hasPoa ? poaApplications++ : null,
      storage: ctx.storage,
    });
    await moveIndividualDemo(tx, {
      id: app!.id,
      at: createdAt,
      preparer: session,
      status: demo.status,
      approver: ctx.staff('amcapprover'),
    });
  }
}

/** 30 days after `from`, or 31 when that is a Sunday, as an Asia/Kolkata calendar date (YYYY-MM-DD). */
function drawdownAfter(from: Date): string {
  const day = (n: number) => calendarDateInIST(from.getTime() + n * 86_400_000);
  return calendarDateToIso(isSunday(day(30)) ? day(31) : day(30));
}

type InvestmentDemo = Pick<DemoApplication, 'type' | 'step' | 'amount' | 'contribution' | 'preparedBy'>;

/**
 * The investment step's form values a demo's preparer sends: the series' price and fees, the units its
 * commitment buys, paid by NEFT.
 */
export function demoInvestmentValues(
  demo: InvestmentDemo,
  plan: PlanRow,
  fundType: FundType,
  n: number,
  filledAt: Date,
): InvestmentStepInput {
  const filled = onSeriesChange<InvestmentStepInput>({ schemeId: plan.schemeId }, toPlan(plan), fundType);
  const noOfUnits = demo.amount / Number(filled.perUnitValue);
  // The amounts the form shows for those units (the server recomputes them and refuses others).
  const d = deriveInvestment({ ...filled, noOfUnits }, fundType)!;
  return {
    ...filled,
    noOfUnits,
    premiumValue: d.premiumValue,
    perUnitValue: d.perUnitValue,
    commitmentAmount: d.commitmentAmount,
    setupFeeAmount: d.setupFeeAmount,
    setupFeeGST: d.setupFeeGST,
    totalSetupFee: d.totalSetupFee,
    netSetupFeeLessTDS: d.netSetupFeeLessTDS,
    // The first call for money a month after the application, on a weekday (domestic and GIFT funds).
    drawDownDate: fundType === 'msar' ? null : (filled.drawDownDate ?? drawdownAfter(filledAt)),
    modeOfPayment: 'neft',
    neftCode: `DEMONEFT${String(n + 1).padStart(4, '0')}`,
    contributionChequeAmount: demo.contribution ?? null,
  };
}

/**
 * A demo application's investment columns. Past that step (its currentStep), it is what the wizard saves,
 * parsed by the contracts' step schema (it throws if a rule refuses it). Before that step, only the
 * commitment the list and the dashboard show.
 */
export function demoInvestment(
  demo: InvestmentDemo,
  plan: PlanRow,
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
  const parsed = investmentStepSchema({
    role: demo.preparedBy,
    applicationType: demo.type,
    today: filledAt,
    fundType,
    plan: toPlan(plan),
    applicationCreatedAt: filledAt,
  }).safeParse(demoInvestmentValues(demo, plan, fundType, n, filledAt));
  if (!parsed.success) throw new Error(`demo investment ${n}: ${JSON.stringify(parsed.error.issues)}`);
  const { commitmentAmount, contributionChequeAmount, investment } = investmentColumns(parsed.data);
  return { commitmentAmount, contributionChequeAmount, investment };
}
