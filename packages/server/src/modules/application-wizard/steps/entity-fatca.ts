/**
 * Step 9 of the entity flow, fatca (doc 2 §2 "Entity FATCA", §4, §5): the FATCA/CRS questionnaire of
 * /mdms/fatca_data.json, answered into `entity_fatca.answers` (keyed by backend_key, shown questions only),
 * and the controlling persons. The individual flow's fatca step is `fatca.ts`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  entityFatcaStepDefaults,
  fatcaQuestionnaireSchema,
  type ControllingPerson,
  type EntityFatcaStepValues,
  type FatcaDetail,
  type FatcaQuestionnaire,
} from '@aif/contracts';
import { controllingPersons, entityFatca } from '../../../db/schema';
import type { MdmsService } from '../../mdms/service';
import { unknownRecord } from '../errors';
import type { DbOrTx } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';

type PersonRow = typeof controllingPersons.$inferSelect;

const parseFatcaQuestions = (value: unknown) => fatcaQuestionnaireSchema.parse(value);

/** The questionnaire through the mdms service (checked per save, so an edited master shows without a restart). */
export async function loadFatcaQuestions(mdms: MdmsService): Promise<FatcaQuestionnaire> {
  return mdms.readParsed('fatca_data.json', parseFatcaQuestions);
}

function toPerson(p: PersonRow): ControllingPerson {
  return {
    id: p.id,
    fatcaDetailId: p.fatcaId,
    name: p.name,
    correspondenceAddress: p.correspondenceAddress,
    countryOfResidense: p.countryOfResidense,
    tin: p.tin,
    issuingCountry: p.issuingCountry,
    controllingPersonType: p.controllingPersonType,
    indentificationType: p.indentificationType,
    indentificationNumber: p.indentificationNumber,
    occupationType: p.occupationType,
    occupation: p.occupation,
    dateOfBirth: p.dateOfBirth,
    countryOfBirth: p.countryOfBirth,
    nationality: p.nationality,
    isActive: p.isActive,
    isFetchData: p.isFetchData,
  };
}

/** The application's FATCA detail with its active persons in form order, or null before the step is saved. */
export async function readEntityFatca(db: DbOrTx, applicationId: string): Promise<FatcaDetail | null> {
  const [row] = await db.select().from(entityFatca).where(eq(entityFatca.applicationId, applicationId));
  if (!row) return null;
  const persons = await db
    .select()
    .from(controllingPersons)
    .where(and(eq(controllingPersons.fatcaId, row.id), eq(controllingPersons.isActive, true)))
    .orderBy(asc(controllingPersons.sno), asc(controllingPersons.createdAt));
  return {
    id: row.id,
    applicantId: row.applicantId,
    declarationDate: row.declarationDate,
    answers: row.answers,
    controllingpersons: persons.map(toPerson),
  };
}

const blankToNull = (v: string) => (v === '' ? null : v);

export const entityFatcaDetails: StepHandler<EntityFatcaStepValues> = {
  slug: 'fatca',
  async prepare({ input, mdms }) {
    return { data: input.data, context: { fatcaQuestions: await loadFatcaQuestions(mdms) } };
  },
  schema: contractsStepSchema('fatca'),
  async stored({ detail, mdms }) {
    return {
      data: entityFatcaStepDefaults(detail),
      context: { fatcaQuestions: await loadFatcaQuestions(mdms) },
    };
  },

  /**
   * One row of answers per application (the parsed answers replace the stored ones: hidden questions'
   * answers go). Persons with an id update theirs (an id of another application is 400); new active ones
   * are added; stored persons left out, or sent inactive, become inactive (soft delete).
   */
  async save({ tx, app, applicants, now }, v) {
    const { answers, controllingpersons } = v.fatca;
    const declarationDate = answers.declarationDate ?? null;
    const [fatcaRow] = await tx
      .insert(entityFatca)
      .values({
        applicationId: app.id,
        applicantId: applicants[0]?.id ?? null,
        answers,
        declarationDate,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: entityFatca.applicationId,
        set: { answers, declarationDate, applicantId: applicants[0]?.id ?? null, updatedAt: now },
      })
      .returning({ id: entityFatca.id });
    const fatcaId = fatcaRow!.id;

    const stored = await tx
      .select({ id: controllingPersons.id })
      .from(controllingPersons)
      .where(eq(controllingPersons.applicationId, app.id));
    const storedIds = new Set(stored.map((s) => s.id));
    const kept = new Set<string>();
    for (const [i, p] of controllingpersons.entries()) {
      if (p.id && !storedIds.has(p.id)) throw unknownRecord();
      const values = {
        sno: i + 1,
        name: blankToNull(p.name),
        correspondenceAddress: blankToNull(p.correspondenceAddress),
        countryOfResidense: blankToNull(p.countryOfResidense),
        tin: blankToNull(p.tin),
        issuingCountry: blankToNull(p.issuingCountry),
        controllingPersonType: blankToNull(p.controllingPersonType),
        indentificationType: blankToNull(p.indentificationType),
        indentificationNumber: blankToNull(p.indentificationNumber),
        occupationType: blankToNull(p.occupationType),
        occupation: blankToNull(p.occupation),
        dateOfBirth: blankToNull(p.dateOfBirth),
        countryOfBirth: blankToNull(p.countryOfBirth),
        nationality: blankToNull(p.nationality),
        isActive: p.isActive,
        updatedAt: now,
      };
      if (p.id) {
        kept.add(p.id);
        await tx.update(controllingPersons).set(values).where(eq(controllingPersons.id, p.id));
      } else if (p.isActive) {
        await tx
          .insert(controllingPersons)
          .values({ ...values, applicationId: app.id, fatcaId, createdAt: now });
      }
    }
    const dropped = [...storedIds].filter((id) => !kept.has(id));
    if (dropped.length)
      await tx
        .update(controllingPersons)
        .set({ isActive: false, updatedAt: now })
        .where(inArray(controllingPersons.id, dropped));
    return {};
  },

  /** GET: the entity applicant's `fatcadetail` (answers and active controlling persons). */
  async read({ db, app, applicants }) {
    const first = applicants[0];
    if (!first) return {};
    const fatcadetail = await readEntityFatca(db, app.id);
    return { applicants: new Map([[first.id, { fatcadetail }]]) };
  },
};
