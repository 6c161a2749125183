import { PDFDocument } from 'pdf-lib';
import { loadConfig } from '../../config';
import { ProviderUnavailableError } from '../registry-types';
import { HttpKra } from './http';
import { SandboxKra } from './sandbox';

const query = { pan: 'ABCPS1234F', dateOfBirth: '1980-04-12' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function fakeFetch(answer: () => Response, calls: { url: string; body: unknown }[] = []) {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  }) as unknown as typeof fetch;
}

describe('KRA sandbox documents', () => {
  const kra = new SandboxKra();

  it('has one "KYC record" PDF for a PAN with a record, the same bytes every time', async () => {
    const [doc, ...more] = await kra.documents(query);
    expect(more).toEqual([]);
    expect(doc).toMatchObject({
      documentType: 'kra_document',
      documentName: 'KYC record',
      fileName: 'KYC-record-ABCPS1234F.pdf',
      mimeType: 'application/pdf',
    });
    expect(Buffer.from(doc!.data).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await kra.documents(query);
    expect(Buffer.from(again[0]!.data).equals(Buffer.from(doc!.data))).toBe(true);
    const pdf = await PDFDocument.load(doc!.data);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('KYC record - ABCPS1234F');
  });

  it('has none without a record, and cannot answer for ERR PANs', async () => {
    expect(await kra.documents({ pan: 'ABCPS0000F', dateOfBirth: '1980-04-12' })).toEqual([]);
    await expect(kra.documents({ pan: 'ERRPS1234F', dateOfBirth: '1980-04-12' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('KRA live documents', () => {
  const base = { url: 'https://kra.example/lookup', apiKey: 'k' };
  const documentsUrl = 'https://kra.example/documents';

  it('asks nothing without KRA_DOCUMENTS_URL', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const kra = new HttpKra(
      base,
      fakeFetch(() => json({}), calls),
    );
    expect(await kra.documents(query)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('posts { pan, dob } and decodes the documents; 404 is none; anything else is unavailable', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const pdf = Buffer.from('%PDF-1.4 test');
    const kra = new HttpKra(
      { ...base, documentsUrl },
      fakeFetch(
        () =>
          json({
            documents: [
              {
                documentName: 'KYC record',
                fileName: 'kyc.pdf',
                contentType: 'application/pdf',
                contentBase64: pdf.toString('base64'),
              },
            ],
          }),
        calls,
      ),
    );
    const [doc] = await kra.documents(query);
    expect(calls).toEqual([{ url: documentsUrl, body: { pan: 'ABCPS1234F', dob: '12/04/1980' } }]);
    expect(doc).toMatchObject({
      documentType: 'kra_document',
      documentName: 'KYC record',
      fileName: 'kyc.pdf',
    });
    expect(Buffer.from(doc!.data).equals(pdf)).toBe(true);

    const none = new HttpKra(
      { ...base, documentsUrl },
      fakeFetch(() => json({}, 404)),
    );
    expect(await none.documents(query)).toEqual([]);
    for (const answer of [() => json({}, 500), () => json({ documents: [{ fileName: 'x' }] })]) {
      await expect(
        new HttpKra({ ...base, documentsUrl }, fakeFetch(answer)).documents(query),
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it('reads KRA_DOCUMENTS_URL from the configuration', () => {
    const live = {
      PROVIDERS: 'live',
      SMTP_URL: 'smtp://localhost:25',
      SMTP_FROM: 'a@b.example',
      SMS_GATEWAY_URL: 'https://sms.example',
      KRA_URL: base.url,
      AML_URL: 'https://aml.example',
      PUBLIC_URL: 'https://portal.example',
      ESIGN_PROVIDER: 'leegality',
    };
    const config = loadConfig({ ...live, KRA_DOCUMENTS_URL: documentsUrl }).providers;
    expect(config.mode === 'live' && config.kra.documentsUrl).toBe(documentsUrl);
    expect(() => loadConfig({ ...live, KRA_DOCUMENTS_URL: 'not a url' })).toThrow(/KRA_DOCUMENTS_URL/);
  });
});
