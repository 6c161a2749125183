import { z } from 'zod';
import {
  calendarDateToDisplay,
  calendarDateToIso,
  cleanProviderText,
  TEXT_LIMITS,
  toCalendarDate,
  type Address,
  type KraRecord,
} from '@aif/contracts';
import { postJson, type HttpJsonConfig } from '../http-json';
import {
  ProviderUnavailableError,
  type KraDocument,
  type KraProvider,
  type KraQuery,
} from '../registry-types';

const text = z.string().nullish();

/**
 * The answer of a KRA lookup service, in the field names the Indian KRAs (CVL and the others behind the
 * same interface) use: APP_* for the applicant, COR for correspondence and PER for permanent address.
 */
const kraAnswerSchema = z.object({
  status: z.enum(['found', 'not_found']),
  data: z
    .object({
      APP_PAN_NO: z.string(),
      APP_NAME: z.string(),
      APP_F_NAME: text,
      APP_GEN: text,
      APP_DOB_DT: text,
      APP_EMAIL: text,
      APP_MOB_NO: text,
      APP_COR_ADD1: text,
      APP_COR_ADD2: text,
      APP_COR_ADD3: text,
      APP_COR_CITY: text,
      APP_COR_STATE: text,
      APP_COR_CTRY: text,
      APP_COR_PINCD: text,
      APP_PER_ADD1: text,
      APP_PER_ADD2: text,
      APP_PER_ADD3: text,
      APP_PER_CITY: text,
      APP_PER_STATE: text,
      APP_PER_CTRY: text,
      APP_PER_PINCD: text,
    })
    .nullish(),
});
type KraAnswer = NonNullable<z.infer<typeof kraAnswerSchema>['data']>;

/** The document download's answer: each document's bytes in base64. */
const kraDocumentsAnswerSchema = z.object({
  documents: z.array(
    z.object({
      documentName: z.string().min(1).max(200),
      fileName: z.string().min(1).max(200),
      contentType: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
      contentBase64: z.string().min(1),
    }),
  ),
});
/** A registry document larger than the largest upload (5 MB) is not taken. */
const MAX_KRA_DOCUMENT_BYTES = 5 * 1024 * 1024;

const GENDERS: Record<string, string> = { M: 'Male', F: 'Female', T: 'Others' };

function address(a: KraAnswer, prefix: 'COR' | 'PER', type: Address['address_type']): Address | null {
  const get = (field: string, max: number = TEXT_LIMITS.line) =>
    cleanProviderText(a[`APP_${prefix}_${field}` as keyof KraAnswer] as string | null | undefined, max) ||
    null;
  if (!get('ADD1')) return null;
  return {
    address_type: type,
    address1: get('ADD1'),
    address2: get('ADD2'),
    address3: get('ADD3'),
    city: get('CITY'),
    state: get('STATE'),
    country: get('CTRY')?.toUpperCase() ?? null,
    pincode: get('PINCD', TEXT_LIMITS.code),
    fetchedFromKRA: true,
    isActive: true,
  };
}

/**
 * Live KRA lookup: POST `{ pan, dob }` (dob as DD/MM/YYYY) to KRA_URL with `x-api-key: KRA_API_KEY`.
 * 200 with status found: the record; 404 or status not_found: no record; anything else, a timeout or
 * an unreadable answer: the registry is unavailable.
 */
export class HttpKra implements KraProvider {
  readonly name = 'http-kra';
  constructor(
    private readonly config: HttpJsonConfig & { documentsUrl?: string },
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    if (!URL.canParse(config.url)) throw new Error('KRA URL is not a URL');
    if (config.documentsUrl !== undefined && !URL.canParse(config.documentsUrl))
      throw new Error('KRA documents URL is not a URL');
  }

  /**
   * Live document download: POST `{ pan, dob }` to KRA_DOCUMENTS_URL; 200 `{ documents: [{ documentName,
   * fileName, contentType (pdf, png, jpeg), contentBase64 }] }`, 404 none. Without the URL: none.
   */
  async documents(query: KraQuery): Promise<KraDocument[]> {
    if (!this.config.documentsUrl) return [];
    const config = { ...this.config, url: this.config.documentsUrl };
    const { status, json } = await postJson(this.name, config, this.body(query), this.fetchFn);
    if (status === 404) return [];
    if (status < 200 || status >= 300) throw new ProviderUnavailableError(this.name, `answered ${status}`);
    const parsed = kraDocumentsAnswerSchema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(this.name, 'unreadable documents answer');
    return parsed.data.documents
      .map((d) => ({
        documentType: 'kra_document',
        documentName: cleanProviderText(d.documentName, TEXT_LIMITS.fileName),
        fileName: d.fileName,
        mimeType: d.contentType,
        data: new Uint8Array(Buffer.from(d.contentBase64, 'base64')),
      }))
      .filter((d) => d.data.length > 0 && d.data.length <= MAX_KRA_DOCUMENT_BYTES);
  }

  body(query: KraQuery): Record<string, string> {
    const dob = toCalendarDate(query.dateOfBirth);
    return { pan: query.pan, dob: dob ? calendarDateToDisplay(dob) : query.dateOfBirth };
  }

  async lookup(query: KraQuery): Promise<KraRecord | null> {
    const { status, json } = await postJson(this.name, this.config, this.body(query), this.fetchFn);
    if (status === 404) return null;
    if (status < 200 || status >= 300) throw new ProviderUnavailableError(this.name, `answered ${status}`);
    const parsed = kraAnswerSchema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(this.name, 'unreadable answer');
    if (parsed.data.status === 'not_found' || !parsed.data.data) return null;
    return this.toRecord(parsed.data.data, query);
  }

  toRecord(a: KraAnswer, query: KraQuery): KraRecord {
    const dob = toCalendarDate(a.APP_DOB_DT?.replace(/-/g, '/'));
    // Stored as the registry gives them, but cleaned of control characters and cut to the forms' limits
    // (0-product-decisions §12).
    return {
      panNumber: cleanProviderText(a.APP_PAN_NO, TEXT_LIMITS.code).toUpperCase(),
      name: cleanProviderText(a.APP_NAME, TEXT_LIMITS.name),
      dateOfBirth: dob ? calendarDateToIso(dob) : query.dateOfBirth,
      fatherOrSpouseName: cleanProviderText(a.APP_F_NAME, TEXT_LIMITS.name) || null,
      gender: (a.APP_GEN && GENDERS[a.APP_GEN.trim().toUpperCase()]) || null,
      email: cleanProviderText(a.APP_EMAIL, TEXT_LIMITS.email) || null,
      kraMobileNumber: cleanProviderText(a.APP_MOB_NO, TEXT_LIMITS.code) || null,
      addresses: [address(a, 'PER', 'permanent'), address(a, 'COR', 'correspondence')].filter(
        (x): x is Address => x !== null,
      ),
      dataFetchedFromKRA: true,
    };
  }
}
