import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  ONBOARDING_MESSAGES,
  UBO_FETCH_MESSAGES,
  WIZARD_API_MESSAGES,
  cleanProviderText,
  isPanFormatId,
  statusOnSave,
  TEXT_LIMITS,
  type ApplicationStatus,
  type KraRecord,
  type UboFetchResponse,
  type UboRegistryValues,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { applications, uboFetches } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { maskTail } from '../../lib/redact';
import { principalOf, type Session } from '../../lib/session';
import { ProviderUnavailableError, type AmlProvider, type KraProvider } from '../../providers';
import { openableApplicationsWhere } from '../applications/visibility';

export type RecordedUboFetch = typeof uboFetches.$inferSelect;

export interface UboFetchDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  kra: KraProvider;
  aml: AmlProvider;
}

/** How a recorded fetch is matched to a UBO of the step: the id upper-cased and the date 'YYYY-MM-DD'. */
export const uboFetchKey = (idNumber: unknown, dob: unknown) =>
  `${String(idNumber ?? '')
    .trim()
    .toUpperCase()}|${String(dob ?? '').trim()}`;

/** The registry record as the dialog's fields: the permanent address first; its lines 2 and 3 as Line 2. */
export function registryValuesOf(record: KraRecord): UboRegistryValues {
  const address = record.addresses.find((a) => a.address_type === 'permanent') ?? record.addresses[0] ?? null;
  const clean = (v: string | null | undefined) => cleanProviderText(v, TEXT_LIMITS.line) || null;
  const line2 = [address?.address2, address?.address3].map(clean).filter(Boolean).join(', ');
  return {
    name: cleanProviderText(record.name, TEXT_LIMITS.name),
    fatherName: cleanProviderText(record.fatherOrSpouseName, TEXT_LIMITS.name) || null,
    gender: clean(record.gender),
    address1: clean(address?.address1),
    address3: line2 || null,
    city: clean(address?.city),
    state: clean(address?.state),
    country: clean(address?.country),
    pincode: clean(address?.pincode),
  };
}

/**
 * The UBO dialog's Fetch Data (contracts api/ubo-fetch.ts): a registry lookup for a PAN-format id, the AML
 * screening for every id, both recorded on the application so that the UBO step takes the outcome from
 * here rather than from the browser.
 */
export class UboFetchService {
  constructor(private readonly deps: UboFetchDeps) {}

  async fetch(
    session: Session,
    applicationId: string,
    input: { panNumber: string; dob: string; name: string },
  ): Promise<UboFetchResponse> {
    await this.checkApplication(session, applicationId);
    const lookedUp = isPanFormatId(input.panNumber);
    let record: KraRecord | null = null;
    let aml;
    try {
      if (lookedUp) record = await this.deps.kra.lookup({ pan: input.panNumber, dateOfBirth: input.dob });
      const name = record?.name ?? input.name;
      aml = await this.deps.aml.screen({ pan: input.panNumber, name, dateOfBirth: input.dob });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.deps.log.warn({ provider: err.provider, err: err.message }, 'UBO registry or AML unavailable');
      throw new HttpError(422, ONBOARDING_MESSAGES.unableToVerify);
    }
    const data = record ? registryValuesOf(record) : null;
    const amlData = { system_match: aml.matches };
    await this.deps.db.insert(uboFetches).values({
      applicationId,
      idNumber: input.panNumber,
      dob: input.dob,
      name: data?.name ?? (input.name || null),
      kraFound: record !== null,
      kraData: record,
      amlCheck: aml.passed,
      amlData,
      requestedBy: principalOf(session),
      requestedByRole: session.role,
      createdAt: this.deps.clock(),
    });
    this.deps.log.info(
      { id: maskTail(input.panNumber), lookedUp, found: record !== null, amlCheck: aml.passed },
      'UBO fetch',
    );
    return {
      panNumber: input.panNumber,
      dob: input.dob,
      lookedUp,
      dataFetched: record !== null,
      message: lookedUp ? (record ? MESSAGES.dataFetchedSuccessfully : MESSAGES.dataNotFound) : null,
      data,
      amlCheck: aml.passed,
      amlData,
    };
  }

  /** 404 unless the caller may open the application; 409 unless it is an entity's the caller may change now. */
  private async checkApplication(session: Session, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    const [app] = await this.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), openableApplicationsWhere(session)));
    if (!app) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    if (app.applicationType !== 'non_individual') throw new HttpError(409, UBO_FETCH_MESSAGES.entityOnly);
    const subject = {
      status: app.status as ApplicationStatus,
      hasPOA: app.hasPoa,
      applicationType: 'non_individual' as const,
      sentToInvestor: app.sentToInvestorAt !== null,
    };
    if (statusOnSave(subject, session.role) === null)
      throw new HttpError(409, WIZARD_API_MESSAGES.notEditable);
  }
}

/** The newest recorded fetch of the application per id and date of birth (`uboFetchKey`). */
export async function latestUboFetches(
  db: Db | Tx,
  applicationId: string,
): Promise<Map<string, RecordedUboFetch>> {
  const rows = await db
    .select()
    .from(uboFetches)
    .where(eq(uboFetches.applicationId, applicationId))
    .orderBy(desc(uboFetches.createdAt), desc(uboFetches.id));
  const newest = new Map<string, RecordedUboFetch>();
  for (const r of rows) {
    const key = uboFetchKey(r.idNumber, r.dob);
    if (!newest.has(key)) newest.set(key, r);
  }
  return newest;
}
