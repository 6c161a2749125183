import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COMPLETED_STATUSES,
  DISTRIBUTOR_LIKE_ROLES,
  type DistributorWiseCommitmentResponse,
  type OnboardingSummaryResponse,
  type StaffRole,
} from '@aif/contracts';
import { applicants, applications, plans, users } from '../../db/schema';
import type { Session } from '../../lib/session';
import { bearer } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import { NOW, closeListFixture, ids, list, openListFixture, tokens } from './test-fixture';
import { visibleApplicationsWhere } from './visibility';

/** The totals kept by triggers match the table through every kind of change (hierarchy and applications: test-fixture.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await openListFixture());
});
afterAll(closeListFixture);

describe('totals of the other callers (owner counts kept by triggers)', () => {
  const ROLE_OF: Record<string, StaffRole> = {
    R: 'rm',
    R2: 'rm',
    D1: 'distributor',
    D2: 'distributor',
    S: 'subdistributor',
    FM: 'fundmanager',
    T: 'trustee',
    poaapprover: 'poaapprover',
    amcadmin: 'amcadmin',
  };

  /** What each caller sees, read from the table itself with the visibility rule. */
  async function visibleRows(who: string) {
    const session = { role: ROLE_OF[who], kind: 'staff', userId: ids[who] ?? ids.R } as Session;
    return db.db
      .select({
        status: applications.status,
        applicationType: applications.applicationType,
        modeOfHolding: applications.modeOfHolding,
        distributorId: applications.distributorId,
        searchText: applications.searchText,
      })
      .from(applications)
      .where(visibleApplicationsWhere(session));
  }

  /** The stored counts equal a grouping of the live rows, and every caller's totals follow from them. */
  async function expectTotalsMatchTable() {
    const key = `status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
      subdistributor_id, plan_id, has_poa`;
    const grouped = (await db.db.execute(
      sql.raw(`select ${key}, count(*)::int as n from applications where deleted_at is null group by ${key}`),
    )) as unknown as { rows: Record<string, unknown>[] };
    const stored = (await db.db.execute(
      sql.raw(`select ${key}, n::int as n from application_owner_counts where n <> 0`),
    )) as unknown as { rows: Record<string, unknown>[] };
    const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(sorted(stored.rows)).toEqual(sorted(grouped.rows));

    // The text search's copy (migrations/0033) holds every live application, as it is now.
    const copied = 'id, created_at, search_text';
    const live = (await db.db.execute(
      sql.raw(`select ${copied} from applications where deleted_at is null`),
    )) as unknown as { rows: Record<string, unknown>[] };
    const searchCopy = (await db.db.execute(
      sql.raw(`select ${copied} from application_search`),
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(live.rows.length).toBeGreaterThan(0);
    expect(sorted(searchCopy.rows)).toEqual(sorted(live.rows));

    // Every RM's, distributor's and sub-distributor's own counts (migrations/0014) are what the
    // visibility rule shows it, status by status.
    const hierarchy = await db.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.role, [...DISTRIBUTOR_LIKE_ROLES]));
    const expected: string[] = [];
    for (const u of hierarchy) {
      const session = { role: u.role, kind: 'staff', userId: u.id } as Session;
      const seen = await db.db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(visibleApplicationsWhere(session))
        .groupBy(applications.status);
      for (const r of seen) expected.push(JSON.stringify({ viewer: u.id, status: r.status, n: r.n }));
    }
    const viewers = (await db.db.execute(
      sql`select viewer_id as viewer, status, n::int as n from application_viewer_counts where n <> 0`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(sorted(viewers.rows)).toEqual(expected.sort());

    for (const who of Object.keys(ROLE_OF)) {
      const rows = await visibleRows(who);
      const statuses = rows.map((r) => r.status);
      const count = (among: string[]) => statuses.filter((s) => among.includes(s)).length;
      const totalOf = async (query: string) => ({ who, query, total: (await list(who, query)).json().total });
      expect(await totalOf('')).toEqual({ who, query: '', total: statuses.length });
      expect(await totalOf('?status=draft,completed')).toEqual({
        who,
        query: '?status=draft,completed',
        total: count(['draft', 'completed']),
      });
      // The other filters, alone and together with a status (owner counts by type and mode, 0015).
      const filtered: [string, (r: (typeof rows)[number]) => boolean][] = [
        ['?applicationType=non_individual', (r) => r.applicationType === 'non_individual'],
        [
          '?modeOfHolding=joint&status=sent_to_amc_approver',
          (r) => r.modeOfHolding === 'joint' && r.status === 'sent_to_amc_approver',
        ],
        [`?distributorId=${ids.D2}`, (r) => r.distributorId === ids.D2],
        [
          `?distributorId=${ids.D1},${ids.D2}&applicationType=individual&status=draft,completed,signed`,
          (r) =>
            (r.distributorId === ids.D1 || r.distributorId === ids.D2) &&
            r.applicationType === 'individual' &&
            ['draft', 'completed', 'signed'].includes(r.status),
        ],
      ];
      // A text search reads the search's copy, joined to the applications for the rule and the filters
      // (migrations/0033).
      const searched = (r: (typeof rows)[number]) => !!r.searchText?.includes('aif');
      if (who === 'amcadmin') expect(rows.filter(searched).length).toBeGreaterThan(2);
      filtered.push(['?search=aif', searched]);
      filtered.push([
        '?search=aif&status=draft,completed',
        (r) => searched(r) && ['draft', 'completed'].includes(r.status),
      ]);
      for (const [query, matches] of filtered) {
        expect(await totalOf(query)).toEqual({ who, query, total: rows.filter(matches).length });
      }
      if (ROLE_OF[who] === 'fundmanager' || ROLE_OF[who] === 'trustee' || who === 'poaapprover') continue;
      const summary = (
        await app.inject({
          method: 'GET',
          url: '/api/onboarding/dashboard/onboardingSummary',
          headers: bearer(tokens[who]!),
        })
      ).json() as OnboardingSummaryResponse;
      for (const { status, count: n } of summary)
        expect({ who, status, n }).toEqual({ who, status, n: count([status]) });
    }
  }

  it('follow inserts, reassignment to another distributor, POA and plan changes, status changes, soft deletes and deletes', async () => {
    await expectTotalsMatchTable();
    const added = await db.db
      .insert(applications)
      .values([
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'draft',
          createdBy: ids.D1,
          distributorId: ids.D1,
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'completed',
          createdBy: ids.S,
          distributorId: ids.D2,
          subdistributorId: ids.S,
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'draft',
          createdBy: ids.D3,
          distributorId: ids.D3,
          deletedAt: NOW,
        },
      ])
      .returning({ id: applications.id });
    const [first, second, deleted] = added.map((r) => r.id);
    await expectTotalsMatchTable();
    // Moved from D1 (rm R) to D3 (rm R2): R and D1 no longer count it, R2 does.
    await db.db
      .update(applications)
      .set({ createdBy: ids.D3, distributorId: ids.D3 })
      .where(eq(applications.id, first!));
    await expectTotalsMatchTable();
    // A POA and a plan: the POA approver, the fund manager and the trustee count it.
    const [p1] = await db.db.select({ id: plans.id }).from(plans).where(eq(plans.planCode, 'P1'));
    await db.db
      .update(applications)
      .set({ hasPoa: true, planId: p1!.id })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    // Another type and mode of holding: the filtered totals follow.
    await db.db
      .update(applications)
      .set({ applicationType: 'non_individual', modeOfHolding: 'joint' })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    // A wizard save (no key column changes) and a bulk status change.
    await db.db.update(applications).set({ currentStep: 4 }).where(eq(applications.id, second!));
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await expectTotalsMatchTable();
    // Soft delete with a status change in the same statement, then undelete.
    await db.db
      .update(applications)
      .set({ status: 'draft', deletedAt: NOW })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ deletedAt: null }).where(eq(applications.id, deleted!));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'completed' where status = 'signed'`);
    await db.db.execute(sql`delete from applications where id in (${first!}, ${second!}, ${deleted!})`);
    await expectTotalsMatchTable();
  });

  it('follow the hierarchy: a distributor moved to another RM, a sub-distributor moved and mapped to an RM, a role changed', async () => {
    // Each seen through one path only: S's names no distributor or RM (who sees it follows from S's
    // place in the hierarchy); the others name only their filler, their RM or their sub-distributor.
    const draft = { applicationType: 'individual', status: 'draft' } as const;
    const extra = await db.db
      .insert(applications)
      .values([
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), createdBy: ids.S, subdistributorId: ids.S },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), createdBy: ids.D1 },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), rmId: ids.R2 },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), subdistributorId: ids.S },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();
    const move = async (who: string, set: Partial<typeof users.$inferInsert>) => {
      await db.db.update(users).set(set).where(eq(users.id, ids[who]!));
      await expectTotalsMatchTable();
    };
    try {
      // D2 (and with it S's applications) goes from R to R2, and back.
      await move('D2', { rmId: ids.R2 });
      await move('D2', { rmId: ids.R });
      // S moves under D1 (R sees `extra` through D1) and is mapped to R2 directly (R2 sees it too).
      await move('S', { distributorId: ids.D1, rmId: ids.R2 });
      // A save of the user that keeps its hierarchy changes nothing.
      await move('S', { name: 'User S renamed' });
      // D3 stops being a distributor: R2 no longer sees through it, D3 no longer sees its own as one.
      await move('D3', { role: 'fundmanager' });
    } finally {
      await db.db.update(users).set({ rmId: ids.R }).where(eq(users.id, ids.D2!));
      await db.db
        .update(users)
        .set({ distributorId: ids.D2, rmId: null, name: 'User S' })
        .where(eq(users.id, ids.S!));
      await db.db.update(users).set({ role: 'distributor' }).where(eq(users.id, ids.D3!));
      await db.db.delete(applications).where(
        inArray(
          applications.id,
          extra.map((r) => r.id),
        ),
      );
    }
    await expectTotalsMatchTable();
  });
});

describe('dashboard totals of callers who see everything (kept by triggers)', () => {
  const completed = COMPLETED_STATUSES.map((st) => `'${st}'`).join(', ');

  async function rows(text: string): Promise<string[]> {
    const res = (await db.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    return res.rows.map((r) => JSON.stringify(r)).sort();
  }

  /**
   * The stored totals equal a grouping of the live rows, with the NRI read from the first applicant
   * itself (not from the flag the trigger keeps), and the admin's widgets answer them.
   */
  async function expectTotalsMatchTable() {
    const grouped = await rows(`
      select to_char(date_trunc('month', a.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as month,
             a.application_type, a.onboarding_type, a.has_poa,
             exists (select 1 from applicants p where p.application_id = a.id and p.applicant_type = 1
                       and lower(p.residential_status) = 'nri') as nri,
             a.status in (${completed}) as completed, count(*)::int as n,
             sum(case when a.status in (${completed}) then coalesce(a.commitment_amount, 0) else 0 end)::float8 as commitment,
             sum(case when a.status in (${completed}) then coalesce(a.contribution_cheque_amount, 0) else 0 end)::float8 as contribution
        from applications a where a.deleted_at is null group by 1, 2, 3, 4, 5, 6`);
    const stored = await rows(`
      select to_char(month, 'YYYY-MM-DD') as month, application_type, onboarding_type, has_poa,
             first_applicant_nri as nri, completed, n::int as n, commitment::float8 as commitment,
             contribution::float8 as contribution
        from application_month_totals where n <> 0`);
    expect(stored).toEqual(grouped);
    const byDistributor = await rows(`
      select distributor_id, count(*)::int as n, sum(coalesce(commitment_amount, 0))::float8 as commitment
        from applications where deleted_at is null and status in (${completed}) and distributor_id is not null
       group by 1`);
    expect(
      await rows(
        `select distributor_id, n::int as n, commitment::float8 as commitment from distributor_completed_totals where n <> 0`,
      ),
    ).toEqual(byDistributor);

    const top = (
      await app.inject({
        method: 'GET',
        url: '/api/onboarding/dashboard/distributorWisecommitmentAmount?limit=50',
        headers: bearer(tokens.amcadmin!),
      })
    ).json() as DistributorWiseCommitmentResponse;
    expect(
      top
        .map((d) =>
          JSON.stringify({ distributor_id: d.distributorId, n: d.completed, commitment: d.commitmentAmount }),
        )
        .sort(),
    ).toEqual(byDistributor);
    expect(top.map((d) => d.commitmentAmount)).toEqual(
      [...top.map((d) => d.commitmentAmount)].sort((a, b) => b - a),
    );
  }

  it('follow inserts, the first applicant becoming or leaving NRI, amounts, status changes, another distributor, soft deletes and deletes', async () => {
    await expectTotalsMatchTable();
    const [done, draft] = await db.db
      .insert(applications)
      .values([
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'completed',
          createdBy: ids.D1,
          distributorId: ids.D1,
          commitmentAmount: '2500000.50',
          contributionChequeAmount: '500000',
          createdAt: new Date('2025-05-31T19:00:00Z'),
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          onboardingType: 'minor',
          hasPoa: true,
          status: 'draft',
          createdBy: ids.D2,
          distributorId: ids.D2,
          commitmentAmount: '1000000',
          createdAt: new Date('2025-06-01T02:00:00Z'),
        },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();

    // The first applicant of the draft: NRI, then resident, then NRI again, then removed.
    const [first] = await db.db
      .insert(applicants)
      .values({
        applicationId: draft!.id,
        applicantType: 1,
        referenceId: crypto.randomUUID(),
        name: 'Meera Iyer',
        panNo: 'AAAPI1234Q',
        residentialStatus: 'NRI',
      })
      .returning({ id: applicants.id });
    await expectTotalsMatchTable();
    await db.db
      .update(applicants)
      .set({ residentialStatus: 'Individual' })
      .where(eq(applicants.id, first!.id));
    await expectTotalsMatchTable();
    await db.db.update(applicants).set({ residentialStatus: 'nri' }).where(eq(applicants.id, first!.id));
    const nriFlag = async () =>
      (
        await db.db
          .select({ nri: applications.firstApplicantNri })
          .from(applications)
          .where(eq(applications.id, draft!.id))
      )[0]?.nri;
    expect(await nriFlag()).toBe(true);
    await expectTotalsMatchTable();
    await db.db.delete(applicants).where(eq(applicants.id, first!.id));
    expect(await nriFlag()).toBe(false);
    await expectTotalsMatchTable();

    // Amounts of a completed application count; a draft's do not until it completes.
    await db.db
      .update(applications)
      .set({ commitmentAmount: '3000000' })
      .where(eq(applications.id, done!.id));
    await db.db
      .update(applications)
      .set({ commitmentAmount: '7000000' })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ status: 'completed' }).where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await db.db.update(applications).set({ distributorId: ids.D3 }).where(eq(applications.id, done!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'draft', deletedAt: NOW })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'signed', deletedAt: null })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'completed' where status = 'signed'`);
    await db.db.execute(sql`delete from applications where id in (${done!.id}, ${draft!.id})`);
    await expectTotalsMatchTable();
  });
});

describe('totals of callers who see everything (status counts kept by triggers)', () => {
  /** The list's totals and the donut, against a count of the table itself. */
  async function expectTotalsMatchTable() {
    const rows = await db.db
      .select({ status: applications.status })
      .from(applications)
      .where(isNull(applications.deletedAt));
    const count = (statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
    expect((await list('amcadmin')).json()).toMatchObject({ total: rows.length });
    expect((await list('amcadmin', '?status=draft,completed')).json()).toMatchObject({
      total: count(['draft', 'completed']),
    });
    const summary = (
      await app.inject({
        method: 'GET',
        url: '/api/onboarding/dashboard/onboardingSummary',
        headers: bearer(tokens.amcadmin!),
      })
    ).json() as OnboardingSummaryResponse;
    for (const { status, count: n } of summary) expect(n).toBe(count([status]));
  }

  it('follow inserts, status changes (one row or many), soft deletes, other updates, deletes and truncation', async () => {
    await expectTotalsMatchTable();
    const [extra] = await db.db
      .insert(applications)
      .values([
        { applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', status: 'draft' },
        { applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', status: 'signed' },
        // Inserted deleted: counted nowhere (and removed below with the signed ones).
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'signed',
          deletedAt: NOW,
        },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ status: 'completed' }).where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    // A soft delete leaves its status (even with a status change in the same statement); undeleting
    // counts it again.
    await db.db
      .update(applications)
      .set({ status: 'signed', deletedAt: NOW })
      .where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'completed', deletedAt: null })
      .where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ currentStep: 3 }).where(eq(applications.id, extra!.id));
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await expectTotalsMatchTable();
    await db.db.execute(sql`delete from applications where id = ${extra!.id} or status = 'signed'`);
    await expectTotalsMatchTable();
    // An ordinary filter (not status alone) still counts the rows.
    const drafts = await db.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`status = 'draft' and application_type = 'individual' and deleted_at is null`);
    expect((await list('amcadmin', '?status=draft&applicationType=individual')).json()).toMatchObject({
      total: drafts.length,
    });
    await db.db.execute(sql`truncate applications cascade`);
    await expectTotalsMatchTable();
  });
});
