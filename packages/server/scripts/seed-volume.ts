/**
 * Volume data for the list and dashboard: inserts N applications (default 100,000), each with a first
 * applicant, in batches generated inside the database (INSERT ... SELECT generate_series), on top of the
 * demo data. Migrates and seeds the demo data first when needed.
 *
 *   DATABASE_URL=postgres://... tsx scripts/seed-volume.ts [count]
 *   PGLITE_DIR=/tmp/aif-100k tsx scripts/seed-volume.ts [count]
 *
 * Spread: the last 36 months; every status, weighted like a live fund (a third completed, a fifth
 * drafts, the rest along the approval chain); 80 % individual, 10 % POA, 5 % minor, 5 % NRI, a fifth
 * joint; every demo plan. Filled by the demo users and a volume hierarchy added once (4 more RMs, 40
 * distributors spread over the five RMs, 20 sub-distributors of the company distributors), a few
 * busy fillers and a long tail, so the RM sees its share and the top 5 distributors are contested.
 * Each was last changed (a completed one: completed) within 20 days of its creation, so that a report
 * by completion date sees a month's share, not every completed application on the day of seeding.
 */
import { APPLICATION_STATUSES } from '@aif/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

const TOTAL = Number(process.argv[2] ?? 100_000);
const BATCH = 10_000;

/** Relative weight of each status among the volume applications (the rest weigh 1). */
const STATUS_WEIGHTS: Record<string, number> = {
  draft: 20,
  completed: 33,
  signed: 6,
  rejected: 5,
  sent_to_applicant1: 6,
  sent_to_amc_approver: 4,
  invitationexpired: 2,
};

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Diya', 'Ananya', 'Saanvi', 'Meera', 'Kabir', 'Riya'];
const LAST = ['Sharma', 'Iyer', 'Kapoor', 'Reddy', 'Nair', 'Gupta', 'Mehta', 'Joshi', 'Khanna', 'Verma'];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const pgliteDir = process.env.PGLITE_DIR;
  if (!url && !pgliteDir) throw new Error('Set DATABASE_URL or PGLITE_DIR');
  const handle = await openDatabase({ url, pgliteDir });
  const started = performance.now();
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
    await handle.withTransaction((tx) =>
      tx.exec(
        `insert into users (role, name, phone)
           select 'rm', 'Volume RM ' || g, '81000000' || lpad(g::text, 2, '0') from generate_series(1, 4) g
           on conflict do nothing;
         insert into users (role, name, phone, arn_code, distributor_type, rm_id)
           select 'distributor', 'Volume Distributor ' || g, '82000000' || lpad(g::text, 2, '0'),
             'ARN-' || (200000 + g), case when g % 4 = 0 then 'company' else 'individual' end,
             (select array_agg(id order by phone) from users where role = 'rm')[1 + g % 5]
           from generate_series(1, 40) g
           on conflict do nothing;
         insert into users (role, name, phone, distributor_id)
           select 'subdistributor', 'Volume Sub-distributor ' || g, '83000000' || lpad(g::text, 2, '0'),
             (select array_agg(id order by phone) from users
                where role = 'distributor' and distributor_type = 'company' and phone like '820%')[1 + g % 10]
           from generate_series(1, 20) g
           on conflict do nothing`,
      ),
    );
    const weighted = APPLICATION_STATUSES.flatMap((st) =>
      Array.from({ length: STATUS_WEIGHTS[st] ?? 1 }, () => st),
    );
    const [ctx] = await handle.withTransaction((tx) =>
      tx.query<{ users: string[]; roles: string[]; plans: string[]; schemes: string[] }>(
        `select
           (select array_agg(id::text order by phone desc) from users
              where role in ('rm', 'distributor', 'subdistributor', 'amcadmin')) as users,
           (select array_agg(role order by phone desc) from users
              where role in ('rm', 'distributor', 'subdistributor', 'amcadmin')) as roles,
           (select array_agg(id::text order by plan_code) from plans) as plans,
           (select array_agg(scheme_id::text order by plan_code) from plans) as schemes`,
      ),
    );
    if (!ctx) throw new Error('no demo data');
    const subOf = await handle.withTransaction((tx) =>
      tx.query<{ id: string; distributor_id: string | null }>(
        `select id::text, distributor_id::text from users where role = 'subdistributor'`,
      ),
    );
    // The distributor an application of each filler belongs to (a sub-distributor's is its distributor).
    const distributorOf = ctx.users.map((id, i) =>
      ctx.roles[i] === 'distributor' ? id : (subOf.find((s) => s.id === id)?.distributor_id ?? null),
    );

    // The search column and the NRI flag are filled once per batch instead of by the per-row triggers.
    await handle.withTransaction((tx) => tx.exec(toggleApplicantTriggers('DISABLE')));
    for (let done = 0; done < TOTAL; done += BATCH) {
      const n = Math.min(BATCH, TOTAL - done);
      await handle.withTransaction(async (tx) => {
        // The same names, statuses and dates on every run (random() follows the seed within this
        // transaction's connection), so that two benchmark runs search the same data: a name search's
        // total sits near the count's cap of 1,000 and would otherwise fall either side of it.
        await tx.query('select setseed($1)', [(done / BATCH / 1000) % 1]);
        await tx.query(
          `with src as (
             select g, gen_random_uuid() as id, gen_random_uuid()::text as ref,
                    -- a skewed pick: the first fillers (the demo users) are the busiest
                    1 + floor(cardinality($1::text[]) * power(random(), 2))::int as u,
                    (g % cardinality($5::text[])) + 1 as p,
                    now() - (random() * interval '1095 days') as created
             from generate_series(1, $7::int) g
           ), ins as (
             insert into applications (id, applicant1_reference_id, application_type, onboarding_type, status,
               current_step, has_poa, mode_of_holding, scheme_id, plan_id, distributor_id, created_by, rm_id,
               subdistributor_id, commitment_amount, rejected_reason, rejected_at, rejected_by_role,
               created_at, updated_at)
             select s.id, s.ref,
               case when g % 5 = 0 then 'non_individual' else 'individual' end,
               case when g % 20 = 7 then 'minor' else 'normal' end,
               ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int],
               g % 10, g % 10 = 3, case when g % 5 = 1 then 'joint' else 'single' end,
               ($6::text[])[s.p]::uuid, ($5::text[])[s.p]::uuid,
               ($4::text[])[s.u]::uuid, ($1::text[])[s.u]::uuid,
               case when ($2::text[])[s.u] = 'rm' then ($1::text[])[s.u]::uuid end,
               case when ($2::text[])[s.u] = 'subdistributor' then ($1::text[])[s.u]::uuid end,
               10000000 + (g % 50) * 1000000,
               null, null, null,
               -- last changed (for a completed one: completed, see migrations/0030) within 20 days
               s.created, least(now(), s.created + random() * interval '20 days')
             from src s
             returning id, applicant1_reference_id
           )
           insert into applicants (application_id, applicant_type, reference_id, name, pan_no, residential_status,
             country_code, mobile)
           select i.id, 1, i.applicant1_reference_id,
             ($8::text[])[1 + floor(random() * 10)::int] || ' ' || ($9::text[])[1 + floor(random() * 10)::int]
               || ' ' || substr(md5(i.id::text), 1, 6),
             upper(substr(translate(md5(i.applicant1_reference_id), '0123456789', 'ghijklmnop'), 1, 5))
               || lpad((floor(random() * 10000))::int::text, 4, '0') || 'K',
             case when random() < 0.05 then 'nri' else 'individual' end,
             '+91', (7000000000 + floor(random() * 999999999))::bigint::text
           from ins i`,
          [ctx.users, ctx.roles, weighted, distributorOf, ctx.plans, ctx.schemes, n, FIRST, LAST],
        );
        await tx.exec(
          `update applications a
             set search_text = lower(a.application_number || ' ' || p.name || ' ' || coalesce(p.pan_no, '')),
               first_applicant_nri = coalesce(lower(p.residential_status) = 'nri', false)
             from applicants p
             where p.application_id = a.id and p.applicant_type = 1 and a.search_text is null;
           update applications set rejected_reason = 'Address proof is not legible',
             rejected_at = created_at + interval '2 days', rejected_by_role = 'amcapprover'
             where status = 'rejected' and rejected_at is null`,
        );
      });
      process.stdout.write(`\r${done + n} / ${TOTAL}`);
    }
    await handle.withTransaction((tx) => tx.exec(toggleApplicantTriggers('ENABLE')));
    // What autovacuum would have done by the time anyone lists: statistics and the visibility map (which
    // lets counts read an index alone). VACUUM cannot run inside a transaction.
    await handle.db.execute(sql`VACUUM ANALYZE`);
    console.log(`\n${TOTAL} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** The per-row triggers on applicants that the seeding does in bulk instead (migrations/0003, 0013). */
function toggleApplicantTriggers(action: 'ENABLE' | 'DISABLE'): string {
  return [
    'applicants_search_text',
    ...['insert', 'delete', 'update'].map((op) => `applicants_first_applicant_nri_${op}`),
  ]
    .map((name) => `ALTER TABLE applicants ${action} TRIGGER ${name};`)
    .join('\n');
}
