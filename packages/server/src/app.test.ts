import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ACCESS, type SendOtpResponse } from '@aif/contracts';
import { createTestDatabase, type TestDatabase } from './testing/db';
import {
  STAFF_PHONE,
  bearer,
  createTestApp,
  latestOtp,
  removeTempDirs,
  sendOtp,
  signIn,
  tokenFor,
  verifyOtp,
} from './testing/app';

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

describe('basics', () => {
  it('answers the health check', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/health'],
    ['GET', '/no-such-page'],
    ['DELETE', '/mdms/fatca_data.json'],
  ])('answers %s %s with 404 { message }', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });

  it('gives the first validation message of a body, and every broken field rule by its path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/users/check-whitelisted',
      headers: bearer(await tokenFor(app, 'amcadmin')),
      payload: { countryCode: '+91' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Mobile number is required',
      errors: [{ path: 'phone', message: 'Mobile number is required' }],
    });
  });

  it('answers malformed JSON with 400 { message }', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"payload":',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('answers unexpected failures with a generic 500 and no details', async () => {
    const broken = await createTestDatabase();
    const brokenApp = await createTestApp(broken);
    await broken.close(); // the database goes away under the running app
    const res = await brokenApp.inject({ url: '/api/health' });
    await brokenApp.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Sorry! We are unable to process your request. Please re-try after sometime.',
    });
    expect(res.body).not.toMatch(/at |Error|stack|pglite|pool/i);
  });
});

describe('API description', () => {
  it('describes every route of the access table in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const r of API_ACCESS) {
      const p = r.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[p]?.[r.method.toLowerCase()]).toBeDefined();
    }
    expect(doc.paths['/api/users/login/send-otp']?.post).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { properties: { payload: { type: 'string' } } } } },
      },
    });
  });

  it('serves the browsable docs page', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('sandbox outbox', () => {
  it('lists messages newest first, filtered by recipient, and shows them on a page', async () => {
    await sendOtp(app, STAFF_PHONE.rm);
    await sendOtp(app, STAFF_PHONE.trustee);
    await app.messages.deliverDue();
    const all = (await app.inject({ url: '/api/dev/outbox' })).json() as {
      to: string;
      channel: string;
      createdAt: string;
    }[];
    expect(all[0]).toMatchObject({ to: `+91${STAFF_PHONE.trustee}`, channel: 'sms' });
    expect(all[1]).toMatchObject({ to: `+91${STAFF_PHONE.rm}` });
    const filtered = (await app.inject({ url: `/api/dev/outbox?to=${STAFF_PHONE.rm}` })).json() as {
      to: string;
    }[];
    expect(filtered.every((m) => m.to === `+91${STAFF_PHONE.rm}`)).toBe(true);
    const page = await app.inject({ url: '/api/dev/outbox/view' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`+91${STAFF_PHONE.trustee}`);
  });

  it('is not there when live providers are configured', async () => {
    const live = await createTestApp(db, {
      config: {
        providers: {
          mode: 'live',
          smtp: { url: 'smtp://mail.invalid', from: 'noreply@fund.example' },
          sms: { url: 'https://sms.invalid/send' },
          kra: { url: 'https://kra.invalid/lookup' },
          aml: { url: 'https://aml.invalid/screen' },
        },
        publicUrl: 'https://portal.fund.example',
      },
      providers: {
        esign: {
          name: 'live-esign',
          sandbox: false,
          createDocument: async () => ({ providerDocumentId: 'D', invitations: [] }),
          cancelDocument: async () => undefined,
        },
      },
    });
    expect((await live.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await live.close();
  });
});

describe('logs', () => {
  it('never contain a full mobile number, OTP or token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(db, {
      logger: { level: 'trace', stream: { write: (l: string) => void lines.push(l) } },
    });
    const phone = STAFF_PHONE.fundmanager;
    const secrets: string[] = [phone];
    try {
      const sent = (await sendOtp(logged, phone)).json() as SendOtpResponse;
      const otp = (await latestOtp(logged, phone))!;
      secrets.push(otp, sent.verificationToken);
      await verifyOtp(logged, {
        phone,
        otp: otp === '000000' ? '111111' : '000000',
        verificationToken: sent.verificationToken,
      });
      const { token } = await signIn(logged, phone);
      secrets.push(token);
      await logged.inject({ url: '/api/users/users/me', headers: bearer(token) });
      await logged.inject({ url: `/api/dev/outbox?to=${phone}` });
      await logged.inject({ url: `/api/no-route/${phone}` });
      await logged.inject({ method: 'POST', url: '/api/users/users/logout', headers: bearer(token) });
    } finally {
      await logged.close();
    }
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(text).toContain('sign-in OTP issued');
    expect(text).toContain(phone.slice(-4));
    for (const secret of secrets)
      expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z_-])${secret}(?![0-9A-Za-z_-])`));
  });
});

describe('static hosting of the built front-end', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'aif-static-'));
  let site: FastifyInstance;
  const put = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  beforeAll(async () => {
    put('shell/dist/index.html', '<!doctype html><title>shell</title>');
    put('shell/dist/main.js', 'main');
    put('shell/dist/812.3f9a1c0b.js', 'chunk');
    put('mf-lists-dashboard/dist/remoteEntry.js', 'entry');
    put('mf-lists-dashboard/dist/mf-manifest.json', '{}');
    put('mf-lists-dashboard/dist/src_bootstrap.0123abcd.js', 'chunk');
    site = await createTestApp(db, { config: { staticRoot: root } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the shell at / and falls back to index.html for page navigations', async () => {
    for (const url of ['/', '/dashboard', '/application-details/123?x=1']) {
      const res = await site.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps JSON 404s for the API, master data, remotes and non-HTML requests', async () => {
    for (const url of ['/api/nothing', '/mdms/nothing.json', '/remotes/mf_reports/remoteEntry.js']) {
      const res = await site.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
    expect((await site.inject({ url: '/dashboard' })).statusCode).toBe(404);
  });

  it('serves each remote under /remotes/mf_<area>/ with no-cache entries and long-cached hashed chunks', async () => {
    const entry = await site.inject({ url: '/remotes/mf_lists_dashboard/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(
      (await site.inject({ url: '/remotes/mf_lists_dashboard/mf-manifest.json' })).headers['cache-control'],
    ).toBe('no-cache');
    const chunk = await site.inject({ url: '/remotes/mf_lists_dashboard/src_bootstrap.0123abcd.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.inject({ url: '/812.3f9a1c0b.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await site.inject({ url: '/main.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('still answers the API', async () => {
    expect((await site.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
