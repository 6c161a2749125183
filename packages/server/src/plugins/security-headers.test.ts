import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SendOtpResponse } from '@aif/contracts';
import type { AppConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import {
  INVESTOR_PHONE,
  STAFF_PHONE,
  bearer,
  createTestApp,
  latestOtp,
  removeTempDirs,
  seal,
  sendOtp,
  tokenFor,
  verifyOtp,
} from '../testing/app';
import { PNG, multipartBody } from '../testing/files';

/**
 * Response headers (security-headers.ts): a Content-Security-Policy that allows the portal's own origin and
 * the origins of the remote manifest and refuses framing; nosniff; no Referer; HSTS only over HTTPS; and
 * `Cache-Control: no-store` on every answer that does not declare itself cacheable.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'aif-headers-'));
const manifest = path.join(root, 'remotes.json');
const put = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const writeManifest = (entries: string[]) =>
  writeFileSync(
    manifest,
    JSON.stringify({
      remotes: entries.map((entry, i) => ({
        name: ['mf_onboarding', 'mf_reports', 'mf_user_admin', 'mf_fund_setup', 'mf_entity_wizard'][i],
        entry,
      })),
    }),
  );
const SHIPPED = [
  '/remotes/mf_onboarding/remoteEntry.js',
  'https://cdn.example.com/reports/1.4.0/remoteEntry.js',
];

let db: TestDatabase;
let app: FastifyInstance;
const appWith = (config: Partial<AppConfig>) =>
  createTestApp(db, { config: { staticRoot: root, remotesManifest: manifest, ...config } });

beforeAll(async () => {
  put('shell/dist/index.html', '<!doctype html><title>shell</title>');
  put('shell/dist/812.3f9a1c0b.js', 'chunk');
  put('mf-reports/dist/remoteEntry.js', 'entry');
  writeManifest(SHIPPED);
  db = await createTestDatabase();
  app = await appWith({});
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const csp = (res: LightMyRequestResponse) => String(res.headers['content-security-policy'] ?? '');
/** The sources of one CSP directive. */
const directive = (res: LightMyRequestResponse, name: string) =>
  csp(res)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

/** What every answer carries, whatever it is. */
function expectProtected(res: LightMyRequestResponse) {
  expect(directive(res, 'frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
}
const expectNotStored = (res: LightMyRequestResponse) =>
  expect(res.headers['cache-control']).toBe('no-store');

describe('the portal pages', () => {
  it("carry a CSP limited to the portal's own origin and the manifest's remote origins, refuse framing, and send no Referer", async () => {
    for (const url of ['/', '/dashboard', '/investment-details/ref-123/details']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expectProtected(res);
      expect(directive(res, 'default-src')).toEqual(["'self'"]);
      expect(directive(res, 'object-src')).toEqual(["'none'"]);
      expect(directive(res, 'base-uri')).toEqual(["'self'"]);
      expect(directive(res, 'form-action')).toEqual(["'self'"]);
      expect(directive(res, 'script-src')).toEqual(["'self'", 'https://cdn.example.com']);
      expect(directive(res, 'connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
      // Fluent UI (griffel) and Highcharts write styles at run time.
      expect(directive(res, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
      expect(csp(res)).not.toContain('unsafe-eval');
      // The shell itself is revalidated, never stored as personal data.
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('follows the manifest when it changes, and takes only well-formed http(s) origins from it', async () => {
    writeManifest([
      '/remotes/mf_onboarding/remoteEntry.js',
      'https://static.fund.example:8443/reports/2.0.0/remoteEntry.js',
      '//assets.fund.example/users/remoteEntry.js',
      'javascript:alert(1)//remoteEntry.js',
      "https://evil.example;script-src 'unsafe-inline'/remoteEntry.js",
    ]);
    try {
      const res = await app.inject({ url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(directive(res, 'script-src')).toEqual([
        "'self'",
        'https://static.fund.example:8443',
        'assets.fund.example',
      ]);
      expect(csp(res)).not.toContain('evil');
      expect(csp(res)).not.toContain('javascript');
    } finally {
      writeManifest(SHIPPED);
    }
    expect(directive(await app.inject({ url: '/', headers: html }), 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
    ]);
  });

  it('still answer with the own origin only when the manifest cannot be read', async () => {
    writeFileSync(manifest, '{ not json');
    try {
      const res = await app.inject({ url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(directive(res, 'script-src')).toEqual(["'self'"]);
    } finally {
      writeManifest(SHIPPED);
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on API answers, refusals and unknown paths, with the same protective headers', async () => {
    const token = await tokenFor(app, 'rm');
    const answers = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/users/users/me', headers: bearer(token) }),
      await app.inject({ url: '/api/onboarding/applications', headers: bearer(token) }),
      await app.inject({ url: '/api/users/users/me' }), // 401
      await app.inject({ url: '/api/no-such-route' }), // 404
      await app.inject({ url: '/mdms/no-such-file.json' }), // 404 of a cacheable route
      await app.inject({ method: 'POST', url: '/api/users/login/send-otp', payload: { payload: 'x' } }), // 400
      await app.inject({ url: '/api/onboarding/onboarding-consent/unknown-token' }),
    ];
    for (const res of answers) {
      expectProtected(res);
      expectNotStored(res);
    }
  });

  it('is no-store on every answer that carries a token: sign-in, the investor OTP sign-in, the session', async () => {
    const phone = STAFF_PHONE.rm;
    const sent = await sendOtp(app, phone);
    expect(sent.statusCode).toBe(200);
    expectNotStored(sent);
    const otp = (await latestOtp(app, phone))!;
    const verified = await verifyOtp(app, {
      phone,
      otp,
      verificationToken: (sent.json() as SendOtpResponse).verificationToken,
    });
    expect(verified.statusCode).toBe(200);
    expectNotStored(verified);
    expectProtected(verified);
    const { token } = verified.json() as { token: string };
    expectNotStored(await app.inject({ url: '/api/users/users/me', headers: bearer(token) }));
    expectNotStored(await app.inject({ url: '/api/config/remotes', headers: bearer(token) }));

    const investor = await tokenFor(app, 'investor');
    const me = await app.inject({ url: '/api/users/users/me', headers: bearer(investor) });
    const referenceId = (me.json() as { referenceIds: string[] }).referenceIds[0]!;
    const details = await app.inject({ url: `/api/onboarding/esign/details/${referenceId}` });
    expect(details.statusCode).toBe(200);
    expectNotStored(details);
    const getOtp = await app.inject({ url: `/api/onboarding/esign/get-otp/${referenceId}` });
    expect(getOtp.statusCode).toBe(200);
    expectNotStored(getOtp);
    const investorOtp = (await latestOtp(app, INVESTOR_PHONE))!;
    const investorSignIn = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/verify-otp/${referenceId}`,
      payload: {
        payload: await seal(app, { otp: investorOtp, verificationToken: getOtp.json().verificationToken }),
      },
    });
    expect(investorSignIn.statusCode).toBe(200);
    expectNotStored(investorSignIn);
    const mine = await app.inject({
      url: `/api/onboarding/esign/application-details/${referenceId}`,
      headers: bearer(investorSignIn.json().token),
    });
    expect(mine.statusCode).toBe(200);
    expectNotStored(mine);
  });

  it('keeps uploaded files out of every cache, with nosniff', async () => {
    const token = await tokenFor(app, 'rm');
    const body = multipartBody({ documentType: 'investorPhotograph' }, { name: 'photo.png', data: PNG });
    const up = await app.inject({
      method: 'POST',
      url: '/api/files/files',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    expectNotStored(up);
    const file = await app.inject({ url: `/api/files/files/${up.json().id}`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/\bno-store\b/);
    expectProtected(file);
  });

  it('keeps the policy of answers that are explicitly cacheable: master data, the public key, the front-end files', async () => {
    const mdms = await app.inject({ url: '/mdms/default-countries.json' });
    expect(mdms.statusCode).toBe(200);
    expect(mdms.headers['cache-control']).toBe('public, max-age=300');
    const key = await app.inject({ url: '/api/users/login/public-key' });
    expect(key.headers['cache-control']).toBe('public, max-age=300');
    const chunk = await app.inject({ url: '/812.3f9a1c0b.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectProtected(chunk);
    expect((await app.inject({ url: '/remotes/mf_reports/remoteEntry.js' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

describe('server-rendered pages outside the shell', () => {
  it('the sandbox signing page, the outbox page and the API docs carry the CSP and are not stored', async () => {
    const pages = [
      await app.inject({ url: '/esign/sandbox/unknown-token', headers: html }),
      await app.inject({ url: '/api/dev/outbox/view', headers: html }),
      await app.inject({ url: '/api/docs/', headers: html }),
    ];
    for (const res of pages) {
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectProtected(res);
      expect(directive(res, 'default-src')).toEqual(["'self'"]);
      expectNotStored(res);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const forwardedHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1' };

  it('is not sent over plain HTTP, nor for a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    expect(
      (await app.inject({ url: '/', headers: html })).headers['strict-transport-security'],
    ).toBeUndefined();
    const forged = await app.inject({
      url: '/api/health',
      headers: forwardedHttps,
      remoteAddress: '10.1.2.3',
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted load balancer says the request came over HTTPS, and only then', async () => {
    const behindLb = await appWith({ trustProxy: ['10.0.0.0/8'] });
    try {
      const viaLb = await behindLb.inject({
        url: '/api/health',
        headers: forwardedHttps,
        remoteAddress: '10.1.2.3',
      });
      expect(viaLb.headers['strict-transport-security']).toBe(HSTS);
      const page = await behindLb.inject({
        url: '/dashboard',
        headers: { ...html, ...forwardedHttps },
        remoteAddress: '10.1.2.3',
      });
      expect(page.headers['strict-transport-security']).toBe(HSTS);
      const plain = await behindLb.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
        remoteAddress: '10.1.2.3',
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const notTheLb = await behindLb.inject({
        url: '/api/health',
        headers: forwardedHttps,
        remoteAddress: '198.51.100.7',
      });
      expect(notTheLb.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindLb.close();
    }
  });

  it('is sent when PUBLIC_URL says the portal is served over HTTPS', async () => {
    const https = await appWith({ publicUrl: 'https://portal.fund.example' });
    const http = await appWith({ publicUrl: 'http://portal.fund.example' });
    try {
      expect((await https.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(HSTS);
      expect(
        (await http.inject({ url: '/api/health' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await https.close();
      await http.close();
    }
  });
});
