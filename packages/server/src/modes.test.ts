import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ProvidersConfig } from './config';
import { SANDBOX_MESSAGES, type EsignProvider } from './providers/esign';
import { createTestApp, removeTempDirs, testConfig } from './testing/app';
import { createTestDatabase, type TestDatabase } from './testing/db';

/**
 * Sandbox and live modes: the sandboxes' own pages (the e-sign signing pages, the dev outbox) exist
 * only in sandbox mode; live providers refuse to start without PUBLIC_URL or with the sandbox e-sign.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
  removeTempDirs();
});

const LIVE_ENV = {
  PROVIDERS: 'live',
  SMTP_URL: 'smtp://mail.invalid:587',
  SMTP_FROM: 'noreply@fund.example',
  SMS_GATEWAY_URL: 'https://sms.invalid/send',
  KRA_URL: 'https://kra.invalid/lookup',
  AML_URL: 'https://aml.invalid/screen',
  PUBLIC_URL: 'https://portal.fund.example',
  ESIGN_PROVIDER: 'leegality',
};
const LIVE: ProvidersConfig = {
  mode: 'live',
  smtp: { url: 'smtp://mail.invalid:587', from: 'noreply@fund.example' },
  sms: { url: 'https://sms.invalid/send' },
  kra: { url: 'https://kra.invalid/lookup' },
  aml: { url: 'https://aml.invalid/screen' },
};
const liveEsign: EsignProvider = {
  name: 'live-esign',
  sandbox: false,
  createDocument: async () => ({ providerDocumentId: 'D', invitations: [] }),
  cancelDocument: async () => undefined,
};

const SANDBOX_ONLY = [
  ['GET', '/api/dev/outbox'],
  ['GET', '/api/dev/outbox/view'],
  ['GET', '/esign/sandbox/some-token'],
  ['POST', '/esign/sandbox/some-token/send-otp'],
  ['POST', '/esign/sandbox/some-token/confirm'],
] as const;

describe('configuration of live providers', () => {
  it('needs PUBLIC_URL and a live e-sign provider', () => {
    expect(loadConfig(LIVE_ENV).publicUrl).toBe('https://portal.fund.example');
    const { PUBLIC_URL: _url, ...noUrl } = LIVE_ENV;
    expect(() => loadConfig(noUrl)).toThrow(/PUBLIC_URL/);
    const { ESIGN_PROVIDER: _esign, ...noEsign } = LIVE_ENV;
    expect(() => loadConfig(noEsign)).toThrow(/ESIGN_PROVIDER/);
    expect(() => loadConfig({ ...LIVE_ENV, ESIGN_PROVIDER: 'sandbox' })).toThrow(/ESIGN_PROVIDER/);
    expect(() => loadConfig({ ...LIVE_ENV, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('in sandbox mode, links default to http://localhost:<PORT>', async () => {
    const app = await createTestApp(db, { config: { port: 4321 } });
    try {
      expect(app.config.publicUrl).toBe('http://localhost:4321');
    } finally {
      await app.close();
    }
  });

  it('refuse to start without PUBLIC_URL', async () => {
    await expect(
      buildApp({
        db,
        logger: false,
        config: testConfig({ providers: LIVE, publicUrl: undefined }),
        providers: { esign: liveEsign },
      }),
    ).rejects.toThrow(/PUBLIC_URL/);
  });

  it('refuse to start with the sandbox e-sign provider', async () => {
    await expect(
      buildApp({
        db,
        logger: false,
        config: testConfig({ providers: LIVE, publicUrl: 'https://portal.fund.example' }),
      }),
    ).rejects.toThrow(/e-sign/);
  });
});

describe('sandbox-only routes', () => {
  let live: FastifyInstance;
  let sandbox: FastifyInstance;
  beforeAll(async () => {
    live = await createTestApp(db, {
      config: { providers: LIVE, publicUrl: 'https://portal.fund.example' },
      providers: { esign: liveEsign },
    });
    sandbox = await createTestApp(db);
  });
  afterAll(async () => {
    await live.close();
    await sandbox.close();
  });

  it.each(SANDBOX_ONLY)('%s %s does not exist with live providers', async (method, url) => {
    const res = await live.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });

  it('exist in sandbox mode', async () => {
    expect((await sandbox.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect((await sandbox.inject({ url: '/api/dev/outbox/view' })).statusCode).toBe(200);
    const page = await sandbox.inject({ url: '/esign/sandbox/some-token' });
    // The sandbox's own page, telling that this link is not one of its signing links.
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(SANDBOX_MESSAGES.notFound);
  });

  it('the live app still serves the API', async () => {
    expect((await live.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
