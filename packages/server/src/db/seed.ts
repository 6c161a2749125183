import { count, eq, sql } from 'drizzle-orm';
import { ACCESS_FLAGS, type AccessFlags, type StaffRole } from '@aif/contracts';
import type { FileStorage } from '../providers/storage';
import type { Db } from './client';
import { seedDemoConsents } from './seed-consents';
import { seedEntityDemos } from './seed-entities';
import { seedIndividualDemos } from './seed-individuals';
import { distributorPlans, plans, schemes, stampPapers, users, type UserFlags } from './schema';

// The individual demos, their first applicant's mobile and their investment (seed-individuals.ts).
export { FIRST_APPLICANT_MOBILE, demoInvestment } from './seed-individuals';

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

/** A Mumbai office address for the demo people's detail pages (doc 3 §3 address fields). */
function demoAddress(buildingNo: string, streetName: string, pincode: string) {
  return {
    buildingNo,
    streetName,
    address3: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode,
  };
}

/** What user management shows for each demo staff user (doc 3 §3): PAN, emp code, e-sign name, address. */
const DEMO_STAFF_DETAILS: Partial<Record<StaffRole, Partial<typeof users.$inferInsert>>> = {
  rm: {
    panNumber: 'AKRPI4821R',
    empCode: 'EMP1002',
    ...demoAddress('Office 502, Trade Centre', 'Bandra Kurla Complex', '400051'),
  },
  distributor: {
    panNumber: 'BDSPS5930D',
    ...demoAddress('12 Sea View Apartments', 'Marine Drive', '400020'),
  },
  subdistributor: {
    panNumber: 'CKLPK7142S',
    distributorsRmCode: 'HWP-RM-01',
    ...demoAddress('Horizon House, 3rd Floor', 'Senapati Bapat Marg', '400013'),
  },
  fundmanager: {
    leegalityName: 'Farhan Qureshi',
    ...demoAddress('Demo Asset Managers, 5th Floor', 'Lower Parel', '400013'),
  },
  trustee: {
    panNumber: 'DTMPM8253T',
    leegalityName: 'Tara Menon',
    ...demoAddress('Demo Trustee Company, 2nd Floor', 'Nariman Point', '400021'),
  },
  amcapprover: {
    panNumber: 'EADPD9364A',
    ...demoAddress('Demo Asset Managers, 5th Floor', 'Lower Parel', '400013'),
  },
};

/**
 * A second AIF admin without the fund-setup flag (0-product-decisions §9): fund setup is read-only to it
 * (doc 3 §6). Its other flags are the first admin's.
 */
export const DEMO_READ_ONLY_ADMIN = {
  role: 'amcadmin',
  phone: '9300000001',
  name: 'Kavita Joshi',
  email: 'kavita.joshi@demo-aif.example',
} as const;

/** What every demo plan shares: the fund house's address, custodian, lock-in, terms; all offered Direct. */
const DEMO_PLAN_DETAILS = {
  schemeNature: 'Close ended',
  country: 'India',
  schemeStartDate: '2024-04-01',
  lockInPeriod: '3',
  lockInExtension: '2',
  fundAddress1: 'Demo Asset Managers Private Limited',
  fundAddress2: '5th Floor, One Indiabulls Centre, Lower Parel',
  fundAddress3: 'Mumbai 400013',
  custodian: 'Demo Custodial Services (India) Private Limited',
  tcLink: 'https://demo-aif.example/terms',
  minContributionPercentage: '25',
  isApplicableForDirect: true,
} as const;

/** The company distributor the demo sub-distributor belongs to (0-product-decisions §7); also mapped to the rm. */
export const DEMO_COMPANY_DISTRIBUTOR = {
  role: 'distributor',
  name: 'Horizon Wealth Partners Private Limited',
  arnCode: 'ARN-200002',
} as const;

/** The demo amcadmin has every flag, including the onboarding OTP bypass. */
const ALL_FLAGS: UserFlags = {
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, true])) as AccessFlags),
  bypassOtp: true,
};

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
          countryNameAndCode: 'India: +91',
          phone: u.phone,
          flags: u.role === 'amcadmin' ? ALL_FLAGS : {},
          ...DEMO_STAFF_DETAILS[u.role],
        })),
      )
      .returning({ id: users.id, role: users.role });
    const userId = (role: StaffRole) => staff.find((s) => s.role === role)!.id;
    await tx.insert(users).values({
      role: DEMO_READ_ONLY_ADMIN.role,
      name: DEMO_READ_ONLY_ADMIN.name,
      email: DEMO_READ_ONLY_ADMIN.email,
      countryCode: '+91',
      countryNameAndCode: 'India: +91',
      phone: DEMO_READ_ONLY_ADMIN.phone,
      flags: { ...ALL_FLAGS, fundSetupAccess: false },
    });

    // The hierarchy (doc 3 §3): the individual distributor and a company distributor under the rm, the
    // sub-distributor under the company distributor.
    const [company] = await tx
      .insert(users)
      .values({
        role: DEMO_COMPANY_DISTRIBUTOR.role,
        name: DEMO_COMPANY_DISTRIBUTOR.name,
        // No e-mail or mobile either: its people, the distributor's RMs, have their own.
        email: null,
        // An organisation, not a login (0-product-decisions §9): its distributor's RMs sign in.
        countryCode: null,
        phone: null,
        countryNameAndCode: null,
        rmId: userId('rm'),
        distributorType: 'company',
        arnCode: DEMO_COMPANY_DISTRIBUTOR.arnCode,
        panNumber: 'AAHCH4512K',
        ...demoAddress('Horizon House, 3rd Floor', 'Senapati Bapat Marg', '400013'),
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
          schemeCategory: 'Category II AIF',
          registrationNumber: 'IN/AIF2/24-25/1234',
          ...DEMO_PLAN_DETAILS,
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
          schemeCategory: 'Category II AIF',
          registrationNumber: 'IN/AIF2/24-25/1234',
          ...DEMO_PLAN_DETAILS,
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
          schemeCategory: 'Category III AIF',
          registrationNumber: 'IN/AIF3/24-25/5678',
          ...DEMO_PLAN_DETAILS,
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
    // Plan availability (0-product-decisions §9): the individual distributor offers every demo plan, the
    // company distributor (and so its distributor's RM) the first plan of each fund; all are Direct too.
    await tx.insert(distributorPlans).values([
      ...planRows.map((p) => ({ distributorId: userId('distributor'), planId: p.id })),
      ...[planOf(domestic!.id), planOf(msar!.id)].map((p) => ({
        distributorId: company!.id,
        planId: p.id,
      })),
    ]);

    // Stamp paper stock per series (0-product-decisions §7; doc 3 §2.5 Stamp Papers Information).
    await tx.insert(stampPapers).values(
      planRows.flatMap((p, i) => [
        { planId: p.id, denomination: '100', totalCount: 200, usedCount: 35 + i * 10 },
        { planId: p.id, denomination: '500', totalCount: 50, usedCount: 12 + i * 4 },
      ]),
    );

    await seedIndividualDemos(tx, now, {
      staff: (role) => ({ id: userId(role), phone: DEMO_STAFF.find((u) => u.role === role)!.phone }),
      companyDistributor: company!.id,
      plan: { domestic: planOf(domestic!.id), msar: planOf(msar!.id) },
      storage,
    });

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
