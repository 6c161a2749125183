/** Step 8 of the entity flow, declaration-ubo (doc 2 §2, §5): the UBO declaration and the UBO list. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  UBO_REGISTRY_FIELDS,
  WIZARD_API_MESSAGES,
  calendarDateToIso,
  toCalendarDate,
  uboTypeMasterSchema,
  uboStepDefaults,
  uploadMessage,
  uploadRuleFor,
  type Ubo,
  type UboDeclarationOption,
  type UboRegistryValues,
  type UboStepValues,
} from '@aif/contracts';
import { files, ubos } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { attachableFiles } from '../../files/service';
import type { MdmsService } from '../../mdms/service';
import {
  latestUboFetches,
  registryValuesOf,
  uboFetchKey,
  type RecordedUboFetch,
} from '../../ubo-fetch/service';
import { unknownRecord } from '../errors';
import { fileRefOf, type ApplicantRow, type DbOrTx } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { isRecord, num, same, str } from '../values';

type UboRow = typeof ubos.$inferSelect;

const parseUboMaster = (value: unknown) => uboTypeMasterSchema.parse(value);

/** /mdms/uboTypeMaster.json, checked per save (edits show without a restart). */
export async function loadUboMaster(mdms: MdmsService): Promise<UboDeclarationOption[]> {
  return mdms.readParsed('uboTypeMaster.json', parseUboMaster);
}

const contributorCkycs = (rows: ApplicantRow[]) => rows.map((r) => r.details?.ckycNo ?? null);

const isoDob = (v: unknown): string => {
  const d = toCalendarDate(v);
  return d ? calendarDateToIso(d) : '';
};

/** What the server decides for a UBO: whether (and how) it was fetched. */
interface FetchOutcome {
  isFetchData: boolean;
  amlCheck: boolean | null;
  dataFetchedFromKra: boolean;
  amlData: RecordedUboFetch['amlData'] | null;
  /** The registry's values (locked fields), only those the registry gave. */
  registry: Partial<UboRegistryValues>;
}

const registryOfRow = (row: UboRow): Partial<UboRegistryValues> =>
  Object.fromEntries(UBO_REGISTRY_FIELDS.map((k) => [k, row[k]]).filter(([, v]) => v !== null));

/**
 * The newest fetch the server recorded for the UBO's id and date of birth; else, for a stored UBO whose id
 * and date are unchanged, what was stored; else not fetched. The browser's isFetchData / amlCheck never count.
 */
function outcomeOf(
  u: { panNumber?: unknown; dob?: unknown },
  stored: UboRow | undefined,
  fetches: Map<string, RecordedUboFetch>,
): FetchOutcome {
  const dob = isoDob(u.dob);
  const f = fetches.get(uboFetchKey(u.panNumber, dob));
  if (f) {
    const registry = f.kraData ? registryValuesOf(f.kraData) : {};
    return {
      isFetchData: true,
      amlCheck: f.amlCheck,
      dataFetchedFromKra: f.kraFound,
      amlData: f.amlData,
      registry: Object.fromEntries(Object.entries(registry).filter(([, v]) => v !== null)),
    };
  }
  if (stored?.isFetchData && same(stored.panNumber, u.panNumber) && stored.dob === dob)
    return {
      isFetchData: true,
      amlCheck: stored.amlCheck,
      dataFetchedFromKra: stored.dataFetchedFromKra,
      amlData: stored.amlData,
      registry: stored.dataFetchedFromKra ? registryOfRow(stored) : {},
    };
  return { isFetchData: false, amlCheck: null, dataFetchedFromKra: false, amlData: null, registry: {} };
}

const fileIdOf = (u: Record<string, unknown>) => str(u.fileId) || (isRecord(u.file) ? str(u.file.id) : '');

/** The application's UBOs as GET answers them (active ones; the identity proof's id and name). */
export async function readUbos(db: DbOrTx, applicationId: string, investor = false): Promise<Ubo[]> {
  const rows = await db
    .select({ u: ubos, fileName: files.name })
    .from(ubos)
    .leftJoin(files, eq(files.id, ubos.fileId))
    .where(and(eq(ubos.applicationId, applicationId), eq(ubos.isActive, true)))
    .orderBy(asc(ubos.sno), asc(ubos.createdAt));
  return rows.map(({ u, fileName }) => ({
    id: u.id,
    panNumber: u.panNumber,
    dob: u.dob,
    name: u.name,
    identificationType: u.identificationType,
    percentageOfBeneficialInterest: num(u.percentageOfBeneficialInterest),
    countryOfTaxResidency: u.countryOfTaxResidency,
    cpUboCode: u.cpUboCode,
    placeAndCountryOfBirth: u.placeAndCountryOfBirth,
    occupation: u.occupation,
    gender: u.gender,
    nationality: u.nationality,
    fatherName: u.fatherName,
    ckycNumber: u.ckycNumber,
    address1: u.address1,
    address2: u.address2,
    address3: u.address3,
    city: u.city,
    state: u.state,
    country: u.country,
    pincode: u.pincode,
    isActive: u.isActive,
    isFetchData: u.isFetchData,
    dataFetchedFromKra: u.dataFetchedFromKra,
    amlCheck: u.amlCheck,
    // Like the applicant's, the AML details stay with staff; the investor sees the outcome only.
    ...(investor
      ? {}
      : {
          amlData: u.amlData,
          amlComments: u.amlComments,
          amlAcknowledgement: u.amlAcknowledgement,
          amlCommentedRole: u.amlCommentedRole,
        }),
    discretionaryTrust: u.discretionaryTrust,
    fileId: u.fileId,
    file: u.fileId && fileName ? fileRefOf(u.fileId, fileName) : null,
  }));
}

export const declarationUbo: StepHandler<UboStepValues> = {
  slug: 'declaration-ubo',

  /**
   * The fetch outcome of each UBO (fetched, AML, registry) comes from the fetches the server recorded
   * (POST …/ubo-fetch), and the registry's values replace what was sent for the fields it filled. A UBO id
   * not on this application is 400 (a removed one is ignored). The identity proof must be a file the
   * caller may attach (its own upload, or one already on the application) within the UBO rule (PDF, PNG,
   * JPEG, 3 MB).
   */
  async prepare({ tx, session, app, applicants, input, mdms }) {
    const { data } = input;
    const master = await loadUboMaster(mdms);
    const stored = new Map(
      (await tx.select().from(ubos).where(eq(ubos.applicationId, app.id))).map((r) => [r.id, r]),
    );
    const fetches = await latestUboFetches(tx, app.id);
    const sent = Array.isArray(data.ubos) ? data.ubos : null;
    const wanted = [...new Set((sent ?? []).filter(isRecord).map(fileIdOf))].filter((x) => x !== '');
    if (wanted.some((x) => !isUuid(x))) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);
    const usable = new Map((await attachableFiles(tx, session, wanted, app.id)).map((f) => [f.id, f]));
    const rule = uploadRuleFor('ubo_identity_proof', 'ubo');
    for (const id of wanted) {
      const f = usable.get(id);
      if (!f) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);
      const message = uploadMessage(rule, { type: f.mimeType, size: f.sizeBytes });
      if (message) throw badRequest(message);
    }
    const ubosOut = sent?.map((u) => {
      if (!isRecord(u)) return u;
      const id = str(u.id);
      if (id && !stored.has(id)) {
        if (u.isActive === false) return u;
        throw unknownRecord();
      }
      const o = outcomeOf(u, id ? stored.get(id) : undefined, fetches);
      return {
        ...u,
        ...o.registry,
        fileId: fileIdOf(u) || null,
        isFetchData: o.isFetchData,
        amlCheck: o.amlCheck,
        dataFetchedFromKra: o.dataFetchedFromKra,
      };
    });
    return {
      data: { ...data, ubos: ubosOut ?? data.ubos },
      context: { uboMaster: master, contributorCkycs: contributorCkycs(applicants) },
    };
  },

  schema: contractsStepSchema('declaration-ubo'),

  stored: async ({ detail, applicants, mdms }) => ({
    data: { ...uboStepDefaults(detail) },
    context: { uboMaster: await loadUboMaster(mdms), contributorCkycs: contributorCkycs(applicants) },
  }),

  /**
   * The declaration on the application; each UBO with an id updates its row, one without is added, and
   * a stored UBO left out or sent with isActive false is kept inactive (soft delete, doc 2 §4). The AML
   * acknowledgement of a failed check is recorded with the role of whoever gave it (kept while unchanged).
   */
  async save({ tx, session, app, now }, v) {
    const storedRows = await tx.select().from(ubos).where(eq(ubos.applicationId, app.id));
    const stored = new Map(storedRows.map((r) => [r.id, r]));
    const fetches = await latestUboFetches(tx, app.id);
    const kept = new Set<string>();
    for (const [i, u] of v.ubos.entries()) {
      if (u.id && !stored.has(u.id)) continue; // A removed UBO of another application: ignored.
      const row = u.id ? stored.get(u.id) : undefined;
      const o = outcomeOf(u, row, fetches);
      const failed = u.isActive && o.amlCheck === false;
      const ackUnchanged =
        !!row?.amlCommentedRole &&
        row.amlComments === u.amlComments &&
        row.amlAcknowledgement === u.amlAcknowledgement;
      const values = {
        sno: i + 1,
        panNumber: u.panNumber || null,
        dob: u.dob,
        name: u.name,
        identificationType: u.identificationType,
        percentageOfBeneficialInterest:
          u.percentageOfBeneficialInterest === null ? null : u.percentageOfBeneficialInterest.toFixed(2),
        countryOfTaxResidency: u.countryOfTaxResidency,
        cpUboCode: u.cpUboCode,
        placeAndCountryOfBirth: u.placeAndCountryOfBirth,
        occupation: u.occupation,
        gender: u.gender,
        nationality: u.nationality,
        fatherName: u.fatherName,
        ckycNumber: u.ckycNumber,
        address1: u.address1,
        address2: u.address2,
        address3: u.address3,
        city: u.city,
        state: u.state,
        country: u.country,
        pincode: u.pincode,
        discretionaryTrust: u.discretionaryTrust,
        isActive: u.isActive,
        isFetchData: o.isFetchData,
        dataFetchedFromKra: o.dataFetchedFromKra,
        amlCheck: o.amlCheck,
        amlData: o.amlData,
        amlComments: failed ? u.amlComments : null,
        amlAcknowledgement: failed ? u.amlAcknowledgement : null,
        amlCommentedRole: failed ? (ackUnchanged ? row!.amlCommentedRole : session.role) : null,
        fileId: u.fileId,
        updatedAt: now,
      };
      if (row) {
        kept.add(row.id);
        await tx.update(ubos).set(values).where(eq(ubos.id, row.id));
      } else if (u.isActive) {
        await tx.insert(ubos).values({ ...values, applicationId: app.id, createdAt: now });
      }
    }
    const dropped = storedRows.filter((r) => r.isActive && !kept.has(r.id)).map((r) => r.id);
    if (dropped.length)
      await tx.update(ubos).set({ isActive: false, updatedAt: now }).where(inArray(ubos.id, dropped));
    return {
      changes: {
        uboDeclarationType: v.uboDeclarationType,
        uboDeclarationValue: v.uboDeclarationValue,
        uboDeclarationOthers: v.uboDeclarationOthers,
      },
    };
  },

  async read({ db, app, session }) {
    return {
      application: {
        ubo_declaration_type: app.uboDeclarationType,
        ubo_declaration_value: app.uboDeclarationValue,
        ubo_declaration_others: app.uboDeclarationOthers,
        ubos: await readUbos(db, app.id, session.role === 'investor'),
      },
    };
  },
};
