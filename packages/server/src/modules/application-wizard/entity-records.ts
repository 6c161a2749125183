/**
 * The records of entity steps 7-9 as the application's GET answers them (contracts: signatoryGroupSchema,
 * uboSchema, fatcaDetailSchema; migration 0024): the authorised signatories by group, the UBO declaration
 * and its UBOs, the FATCA answers and controlling persons. Only active rows, in form order (`sno`). The
 * steps' handlers, the views and the application PDF read them through here.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationDetail, FatcaDetail, SignatoryGroup, Ubo } from '@aif/contracts';
import {
  controllingPersons,
  entityFatca,
  files,
  signatories,
  signatoryGroups,
  ubos,
  type SignatoryGroupKind,
} from '../../db/schema';
import type { Session } from '../../lib/session';
import { fileRefOf, type ApplicationRow, type DbOrTx } from './records';

/** Active groups of one kind ('authorised_signatories' by default), each with its active signatories. */
export async function signatoryGroupsOf(
  db: DbOrTx,
  applicationId: string,
  kind: SignatoryGroupKind = 'authorised_signatories',
): Promise<SignatoryGroup[]> {
  const groups = await db
    .select()
    .from(signatoryGroups)
    .where(
      and(
        eq(signatoryGroups.applicationId, applicationId),
        eq(signatoryGroups.kind, kind),
        eq(signatoryGroups.isActive, true),
      ),
    )
    .orderBy(asc(signatoryGroups.sno));
  if (groups.length === 0) return [];
  const people = await db
    .select()
    .from(signatories)
    .where(and(eq(signatories.applicationId, applicationId), eq(signatories.isActive, true)))
    .orderBy(asc(signatories.sno));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    threshold: g.threshold,
    groupsignatories: people
      .filter((s) => s.groupId === g.id)
      .map((s) => ({
        id: s.id,
        groupId: s.groupId,
        name: s.name,
        fatherName: s.fatherName,
        pan: s.pan,
        dpin: s.dpin,
        mobile: s.mobile,
        countryNameAndCode: s.countryNameAndCode,
        countryCode: s.countryCode,
        email: s.email,
        designation: s.designation,
        completeAddress: s.completeAddress,
        canEsign: s.canEsign,
        isActive: s.isActive,
      })),
  }));
}

/**
 * Active UBOs with their identity proof. `staff` false (the investor, a signatory): the AML outcome only,
 * not the comments and who made them (as the applicant's own AML fields).
 */
export async function ubosOf(db: DbOrTx, applicationId: string, staff = true): Promise<Ubo[]> {
  const rows = await db
    .select({ ubo: ubos, fileName: files.name })
    .from(ubos)
    .leftJoin(files, eq(files.id, ubos.fileId))
    .where(and(eq(ubos.applicationId, applicationId), eq(ubos.isActive, true)))
    .orderBy(asc(ubos.sno));
  return rows.map(({ ubo: u, fileName }) => ({
    id: u.id,
    panNumber: u.panNumber,
    dob: u.dob,
    name: u.name,
    identificationType: u.identificationType,
    percentageOfBeneficialInterest:
      u.percentageOfBeneficialInterest === null ? null : Number(u.percentageOfBeneficialInterest),
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
    amlCheck: u.amlCheck,
    ...(staff
      ? {
          amlComments: u.amlComments,
          amlAcknowledgement: u.amlAcknowledgement,
          amlCommentedRole: u.amlCommentedRole,
        }
      : {}),
    discretionaryTrust: u.discretionaryTrust,
    file: u.fileId && fileName ? fileRefOf(u.fileId, fileName) : null,
  }));
}

/** The FATCA answers and active controlling persons; null before the FATCA step is saved. */
export async function entityFatcaOf(db: DbOrTx, applicationId: string): Promise<FatcaDetail | null> {
  const [fatca] = await db.select().from(entityFatca).where(eq(entityFatca.applicationId, applicationId));
  if (!fatca) return null;
  const persons = await db
    .select()
    .from(controllingPersons)
    .where(and(eq(controllingPersons.fatcaId, fatca.id), eq(controllingPersons.isActive, true)))
    .orderBy(asc(controllingPersons.sno));
  return {
    id: fatca.id,
    applicantId: fatca.applicantId,
    declarationDate: fatca.declarationDate,
    answers: fatca.answers,
    controllingpersons: persons.map((p) => ({
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
    })),
  };
}

export interface EntityRecords {
  application: Pick<
    ApplicationDetail,
    'groups' | 'ubos' | 'ubo_declaration_type' | 'ubo_declaration_value' | 'ubo_declaration_others'
  >;
  /** The first applicant's `fatcadetail`. */
  fatcadetail: FatcaDetail | null;
}

/** Steps 7-9 of an entity application, as GET answers them to `session`. */
export async function entityRecordsOf(
  db: DbOrTx,
  session: Session,
  app: ApplicationRow,
): Promise<EntityRecords> {
  return {
    application: {
      groups: await signatoryGroupsOf(db, app.id),
      ubo_declaration_type: app.uboDeclarationType,
      ubo_declaration_value: app.uboDeclarationValue,
      ubo_declaration_others: app.uboDeclarationOthers,
      ubos: await ubosOf(db, app.id, session.kind === 'staff'),
    },
    fatcadetail: await entityFatcaOf(db, app.id),
  };
}
