/** Step 8, investment-payment-details (doc 1 §5, doc 3 §2.7): scheme, series, units, fees and payment. */
import { eq } from 'drizzle-orm';
import {
  WIZARD_API_MESSAGES,
  calendarDateToIso,
  investmentStepDefaults,
  seriesPricing,
  toCalendarDate,
  type FundType,
  type InvestmentFields,
  type InvestmentPlan,
  type InvestmentStepValues,
} from '@aif/contracts';
import { plans, schemes, type ApplicationInvestment } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { StepValidationError, fieldLocked } from '../errors';
import type { ApplicationRow, ApplicationChanges } from '../records';
import { offeredPlanIds, seriesDetailsOf, type PlanRow, type SchemeRow } from '../schemes';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { num, same, str } from '../values';

const INVESTMENT_LABELS: Record<string, string> = {
  schemeId: 'Fund Scheme',
  planId: 'Series',
  commitmentAmount: 'Commitment Amount',
  groupInvestment: 'Group Investment',
  lowerTheUnits: 'Lower the Units',
  setupFeeType: 'Setup Fee Type',
  setupFeePercentage: 'Setup Fee Percentage',
  setupFeeAmount: 'Setup Fee Amount',
  setupFeeGST: 'GST on Setup Fee',
  totalSetupFee: 'Total Setup Fee',
  setupFeeTDS: 'TDS',
  netSetupFeeLessTDS: 'Net Setup Fee less TDS',
  drawDownDate: 'Drawdown Date',
  faceValue: 'Face Value',
  premiumPercentage: 'Premium %',
  premiumValue: 'Premium Value',
  perUnitValue: 'Per Unit Value',
  noOfUnits: 'No of Units',
  modeOfPayment: 'Mode of Payment',
  paymentRefNo: 'Cheque No/UTR No',
  neftCode: 'NEFT Code',
  ddNo: 'DD No',
  chequeDate: 'Cheque Date',
  paymentBankAccountNumber: 'Payment Bank Account Number',
  paymentBankame: 'Payment Bank Name',
  paymentBankAccontType: 'Payment Bank Account Type',
  contributionChequeAmount: 'Contribution Amount',
};

/** The derived amounts a client may send; the server's paise arithmetic decides them. */
const DERIVED_AMOUNTS = [
  'premiumValue',
  'perUnitValue',
  'commitmentAmount',
  'setupFeeAmount',
  'setupFeeGST',
  'totalSetupFee',
  'netSetupFeeLessTDS',
] as const;
const DATE_FIELDS = new Set(['drawDownDate', 'chequeDate']);

const toPaise = (v: unknown): bigint | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim().replace(/,/g, '');
  if (s === '' || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  const [int, frac = ''] = s.replace('-', '').split('.');
  // Half up beyond 2 decimals, as the contracts' arithmetic rounds.
  let paise = BigInt(int!) * 100n + BigInt((frac + '00').slice(0, 2));
  if ((frac[2] ?? '0') >= '5') paise += 1n;
  return s.startsWith('-') ? -paise : paise;
};

function sameInvestmentValue(field: string, a: unknown, b: unknown): boolean {
  if (DATE_FIELDS.has(field)) {
    const iso = (v: unknown) => {
      const d = toCalendarDate(v);
      return d ? calendarDateToIso(d) : str(v);
    };
    return iso(a) === iso(b);
  }
  const pa = toPaise(a);
  const pb = toPaise(b);
  if (pa !== null && pb !== null) return pa === pb;
  return same(a, b);
}

const formatRupees = (n: number) => n.toFixed(2);

/** A series row as the investment rules read it (minimum units, commitment bounds, price, fee, terms). */
function investmentPlanOf(plan: PlanRow): Partial<InvestmentPlan> {
  return {
    id: plan.id,
    noOfUnits: plan.noOfUnits,
    minCommitmentAmount: Number(plan.minCommitmentAmount),
    maxCommitmentAmount: Number(plan.maxCommitmentAmount),
    faceValue: Number(plan.faceValue),
    premiumPercentage: Number(plan.premiumPercentage),
    setupFee: Number(plan.setupFee),
    setupFeeType: plan.setupFeeType,
    drawDownDate: plan.drawDownDate,
    ...seriesDetailsOf(plan),
  };
}

export const investmentPaymentDetails: StepHandler<InvestmentStepValues> = {
  slug: 'investment-payment-details',

  /**
   * The chosen series must be offered to the application (`offeredPlanIds`: an active plan of an active
   * scheme, mapped to its distributor, or Direct without one) and belong to the chosen scheme; the
   * application's own scheme and series pass unchanged even when no longer offered (0-product-decisions
   * §9). Its fund type, minimums and maximum feed the step's rules, and its price and setup fee
   * (`seriesPricing`) replace whatever the client sent for them: the amounts derive from the series.
   */
  async prepare({ tx, app, input }) {
    const { data } = input;
    const schemeId = str(data.schemeId);
    const planId = str(data.planId);
    let scheme: SchemeRow | undefined;
    if (schemeId !== '') {
      [scheme] = isUuid(schemeId) ? await tx.select().from(schemes).where(eq(schemes.id, schemeId)) : [];
      if (!scheme || (!scheme.isActive && scheme.id !== app.schemeId))
        throw badRequest(WIZARD_API_MESSAGES.schemeNotAvailable);
    }
    let plan: PlanRow | undefined;
    if (planId !== '') {
      [plan] = isUuid(planId) ? await tx.select().from(plans).where(eq(plans.id, planId)) : [];
      const kept = !!plan && plan.id === app.planId && plan.schemeId === app.schemeId;
      const offered = kept || (!!plan && (await offeredPlanIds(tx, app.distributorId)).includes(plan.id));
      if (!plan || !scheme || plan.schemeId !== scheme.id || !offered)
        throw badRequest(WIZARD_API_MESSAGES.planNotAvailable);
    }
    const series = plan ? investmentPlanOf(plan) : null;
    return {
      data: { ...data, ...seriesPricing(series) },
      context: { fundType: (scheme?.fundType as FundType | undefined) ?? null, plan: series },
    };
  },

  schema: contractsStepSchema('investment-payment-details'),

  /** The stored investment, on the stored series (active or not: the application keeps it). */
  async stored({ tx, app, detail, schemaContext }) {
    const [plan] = app.planId ? await tx.select().from(plans).where(eq(plans.id, app.planId)) : [];
    return {
      data: investmentStepDefaults(detail),
      context: { fundType: schemaContext.fundType ?? null, plan: plan ? investmentPlanOf(plan) : null },
    };
  },

  /**
   * Investor and POA approver may not change the fields of `INVESTMENT_LOCKED_FOR_INVESTOR_SIDE` (403;
   * unchanged values pass). A derived amount the client sent that differs from the server's paise
   * arithmetic is refused (400, naming the computed value); blank derived amounts are filled. The
   * server's values are stored, `commitment_amount` included.
   */
  async save({ app, locks, input }, v) {
    const raw = input.data;
    const stored: Record<string, unknown> = {
      ...(app.investment ?? {}),
      schemeId: app.schemeId,
      planId: app.planId,
      commitmentAmount: app.commitmentAmount,
      contributionChequeAmount: app.contributionChequeAmount,
    };
    for (const f of locks.investmentLockedFields) {
      if (f in raw && !sameInvestmentValue(f, raw[f], stored[f]))
        throw fieldLocked(INVESTMENT_LABELS[f] ?? f);
    }
    const errors: { path: string; message: string }[] = [];
    for (const f of DERIVED_AMOUNTS) {
      const sent = raw[f];
      if (sent === null || sent === undefined || str(sent) === '') continue;
      const mine = v[f];
      if (mine === null || toPaise(sent) !== toPaise(mine))
        errors.push({
          path: f,
          message: WIZARD_API_MESSAGES.amountMismatch(
            INVESTMENT_LABELS[f]!,
            mine === null ? '-' : formatRupees(mine),
          ),
        });
    }
    if (errors.length) throw new StepValidationError(errors);
    return { changes: investmentColumns(v) };
  },

  /** Scheme, series and the investment fields (commitment from its column). */
  async read({ app, rows: { scheme, plan } }) {
    return {
      application: {
        schemeId: app.schemeId,
        planId: app.planId,
        scheme: scheme
          ? {
              id: scheme.id,
              schemeName: scheme.schemeName,
              schemeCode: scheme.schemeCode,
              fundCategory: scheme.fundCategory,
              fundType: scheme.fundType as FundType,
              grievanceEmail: scheme.grievanceEmail,
            }
          : null,
        plan: plan
          ? {
              id: plan.id,
              schemeId: plan.schemeId,
              planCode: plan.planCode,
              planDescription: plan.planDescription,
            }
          : null,
        fundType: (scheme?.fundType as FundType | undefined) ?? null,
        ...investmentFieldsOf(app),
      },
    };
  },
};

/** The investment fields of an application as `Application` carries them (commitment from its column). */
function investmentFieldsOf(app: ApplicationRow): Partial<InvestmentFields> {
  const inv = app.investment ?? {};
  return {
    ...inv,
    setupFeeType: inv.setupFeeType ?? null,
    modeOfPayment: inv.modeOfPayment ?? null,
    commitmentAmount: num(app.commitmentAmount),
    contributionChequeAmount: num(app.contributionChequeAmount),
  };
}

/** The parsed investment step as stored: scheme, series and amounts in columns, the rest in `investment`. */
export function investmentColumns(
  v: InvestmentStepValues,
): Pick<
  ApplicationChanges,
  'schemeId' | 'planId' | 'commitmentAmount' | 'contributionChequeAmount' | 'investment'
> {
  const { schemeId, planId, commitmentAmount, contributionChequeAmount, ...rest } = v;
  const investment: ApplicationInvestment = rest;
  return {
    schemeId,
    planId,
    commitmentAmount: commitmentAmount === null ? null : commitmentAmount.toFixed(2),
    contributionChequeAmount: contributionChequeAmount === null ? null : contributionChequeAmount.toFixed(2),
    investment,
  };
}
