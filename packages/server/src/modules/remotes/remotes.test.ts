import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INVESTOR_REMOTES, REMOTES } from '@aif/contracts';
import { REPO_ROOT } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';

let db: TestDatabase;
let app: FastifyInstance;
const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-remotes-'));
const manifest = path.join(dir, 'remotes.json');
const write = (entries: { name: string; entry: string }[]) =>
  writeFileSync(manifest, JSON.stringify({ remotes: entries }));
const all = REMOTES.map((name) => ({ name, entry: `/remotes/${name}/remoteEntry.js` }));

beforeAll(async () => {
  write(all);
  db = await createTestDatabase();
  app = await createTestApp(db, { config: { remotesManifest: manifest } });
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
  rmSync(dir, { recursive: true, force: true });
});

const get = (token?: string) =>
  app.inject({ url: '/api/config/remotes', headers: token ? bearer(token) : {} });

describe('remote manifest', () => {
  it('gives anonymous callers only the remotes of public pages', async () => {
    const { remotes } = (await get()).json() as { remotes: { name: string }[] };
    expect(remotes.map((r) => r.name).sort()).toEqual(['mf_individual_wizard', 'mf_onboarding']);
  });

  it('gives an investor its own areas and the public pages, never a staff-only area', async () => {
    const { remotes } = (await get(await tokenFor(app, 'investor'))).json() as {
      remotes: { name: string }[];
    };
    expect(remotes.map((r) => r.name).sort()).toEqual(
      [...new Set([...INVESTOR_REMOTES, 'mf_onboarding'])].sort(),
    );
    for (const staffOnly of ['mf_lists_dashboard', 'mf_fund_setup', 'mf_user_admin', 'mf_reports']) {
      expect(remotes.map((r) => r.name)).not.toContain(staffOnly);
    }
  });

  it('gives staff every remote', async () => {
    expect((await get(await tokenFor(app, 'amcadmin'))).json()).toEqual({ remotes: all });
  });

  it('re-reads the file on every request', async () => {
    const token = await tokenFor(app, 'rm');
    write([{ name: 'mf_reports', entry: 'https://cdn.example/reports/v2/remoteEntry.js' }]);
    expect((await get(token)).json()).toEqual({
      remotes: [{ name: 'mf_reports', entry: 'https://cdn.example/reports/v2/remoteEntry.js' }],
    });
    write(all);
  });

  it('answers a generic 500 when the manifest is unreadable', async () => {
    writeFileSync(manifest, '{ not json');
    const res = await get(await tokenFor(app, 'rm'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Sorry! We are unable to process your request. Please re-try after sometime.',
    });
    write(all);
  });

  it('ships a default manifest that lists the seven remotes', () => {
    const shipped = JSON.parse(readFileSync(path.join(REPO_ROOT, 'config', 'remotes.json'), 'utf8'));
    expect(shipped).toEqual({ remotes: all });
  });
});
