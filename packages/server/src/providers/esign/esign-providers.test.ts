import { ProviderUnavailableError } from '../registry-types';
import { loadEsignSettings } from './config';
import { HttpEsign } from './http';
import { signCallbackBody, verifyCallbackSignature } from './types';

const input = {
  reference: 'app-1',
  documentName: 'Application AIF0000001',
  pdf: Buffer.from('%PDF-1.4'),
  signers: [
    { order: 1, signer: 'applicant1' as const, name: 'Asha', email: 'a@x.test', mobile: '+919876543210' },
    { order: 2, signer: 'fundmanager' as const, name: 'Farhan', email: 'f@x.test', mobile: null },
  ],
  expiryDays: 30,
  callbackUrl: 'https://portal.example/api/onboarding/esign/callback',
  summary: {},
};

describe('e-sign settings', () => {
  it('defaults to the sandbox, 30 days and a 15-minute job', () => {
    expect(loadEsignSettings({})).toEqual({
      provider: 'sandbox',
      url: undefined,
      authToken: undefined,
      webhookSecret: undefined,
      expiryDays: 30,
      expiryJobIntervalMs: 900_000,
    });
    expect(loadEsignSettings({ ESIGN_EXPIRY_JOB_INTERVAL_MINUTES: '0' }).expiryJobIntervalMs).toBe(0);
  });

  it('needs the URL, token and webhook secret for the live adapter', () => {
    expect(() => loadEsignSettings({ ESIGN_PROVIDER: 'leegality' })).toThrow(
      /ESIGN_URL, ESIGN_AUTH_TOKEN, ESIGN_WEBHOOK_SECRET/,
    );
    expect(() => loadEsignSettings({ ESIGN_INVITATION_EXPIRY_DAYS: '0' })).toThrow(/Invalid configuration/);
  });
});

describe('callback signatures', () => {
  it('accepts the HMAC of the exact body only', () => {
    const sig = signCallbackBody('secret', '{"a":1}');
    expect(verifyCallbackSignature('secret', '{"a":1}', sig)).toBe(true);
    expect(verifyCallbackSignature('secret', '{"a":1}', `sha256=${sig}`)).toBe(true);
    expect(verifyCallbackSignature('secret', '{"a": 1}', sig)).toBe(false);
    expect(verifyCallbackSignature('other', '{"a":1}', sig)).toBe(false);
    expect(verifyCallbackSignature('secret', '{"a":1}', undefined)).toBe(false);
    expect(verifyCallbackSignature('secret', '{"a":1}', 'zz')).toBe(false);
  });
});

describe('HTTP e-sign adapter', () => {
  it('posts the document with the invitees in order and maps the invitations', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({
          status: 1,
          data: {
            documentId: 'DOC1',
            invitations: [
              { signUrl: 'https://sign.example/i/1', invitationId: 'INV1' },
              { signUrl: 'https://sign.example/i/2', invitationId: 'INV2' },
            ],
          },
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const esign = new HttpEsign({ url: 'https://esign.example/api', authToken: 'tok' }, fetchFn);
    const created = await esign.createDocument(input);
    expect(created).toEqual({
      providerDocumentId: 'DOC1',
      invitations: [
        { order: 1, providerInvitationId: 'INV1', url: 'https://sign.example/i/1' },
        { order: 2, providerInvitationId: 'INV2', url: 'https://sign.example/i/2' },
      ],
    });
    expect(calls[0]!.url).toBe('https://esign.example/api/document/create');
    expect((calls[0]!.init.headers as Record<string, string>)['X-Auth-Token']).toBe('tok');
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body).toMatchObject({ irn: 'app-1', sequentialSigning: true, expiryDays: 30 });
    expect(body.invitees).toEqual([
      { name: 'Asha', email: 'a@x.test', phone: '+919876543210', order: 1 },
      { name: 'Farhan', email: 'f@x.test', phone: null, order: 2 },
    ]);
    expect(body.file).toBe(Buffer.from('%PDF-1.4').toString('base64'));
  });

  it('reports an error status, an unreadable answer or a network failure as unavailable', async () => {
    const answer = (status: number, json: unknown) =>
      (async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;
    const cfg = { url: 'https://esign.example', authToken: 't' };
    await expect(new HttpEsign(cfg, answer(500, {})).createDocument(input)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(
      new HttpEsign(
        cfg,
        answer(200, { status: 1, data: { documentId: 'D', invitations: [] } }),
      ).createDocument(input),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(new HttpEsign(cfg, down).createDocument(input)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});
