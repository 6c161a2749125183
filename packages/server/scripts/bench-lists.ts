/**
 * List endpoint timings on a volume database (see seed-volume.ts): p50 and p95 of 20 requests per case,
 * through the real app in-process (app.inject: routing, access, validation, queries, serialisation).
 *
 *   DATABASE_URL=postgres://... tsx scripts/bench-lists.ts      PGLITE_DIR=/tmp/aif-100k tsx scripts/bench-lists.ts
 */
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { toMobileNumber } from '../src/lib/phone';

const RUNS = 20;

async function main(): Promise<void> {
  const handle = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
  await migrate(handle);
  const app = await buildApp({ db: handle, logger: false, config: { staticRoot: '/nonexistent' } });
  try {
    const token = async (role: string) => {
      const user = (await app.db.query.users.findMany()).find((u) => u.role === role)!;
      return (
        await app.sessions.issue({
          kind: 'staff',
          userId: user.id,
          number: toMobileNumber('+91', user.phone),
        })
      ).token;
    };
    const admin = await token('amcadmin');
    const rm = await token('rm');
    const cases: [string, string, string][] = [
      [
        'first page (amcadmin)',
        admin,
        '/api/onboarding/applications?limit=10&sort=createdAt&order=DESC&page=1',
      ],
      [
        'filtered page (status + type)',
        admin,
        '/api/onboarding/applications?status=draft,rejected&applicationType=non_individual&page=3',
      ],
      ['search (name)', admin, '/api/onboarding/applications?search=kapoor'],
      ['search (rare: no match)', admin, '/api/onboarding/applications?search=zzqq'],
      ['deep page 500', admin, '/api/onboarding/applications?page=500'],
      ['first page (rm, hierarchy)', rm, '/api/onboarding/applications?page=1'],
      ['onboardingSummary (amcadmin)', admin, '/api/onboarding/dashboard/onboardingSummary'],
      [
        'monthwiseOnboardingSummary (amcadmin)',
        admin,
        '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=4',
      ],
    ];
    const out: Record<string, { p50: number; p95: number; total?: number }> = {};
    for (const [name, tok, url] of cases) {
      const times: number[] = [];
      let total: number | undefined;
      for (let i = 0; i < RUNS + 2; i++) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok}` } });
        const ms = performance.now() - t;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        total = (res.json() as { total?: number }).total;
        if (i >= 2) times.push(ms); // two warm-up requests
      }
      times.sort((a, b) => a - b);
      out[name] = {
        p50: Number(times[Math.floor(RUNS / 2)]!.toFixed(1)),
        p95: Number(times[Math.ceil(RUNS * 0.95) - 1]!.toFixed(1)),
        total,
      };
    }
    console.log(JSON.stringify({ db: handle.kind, results: out }, null, 2));
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
