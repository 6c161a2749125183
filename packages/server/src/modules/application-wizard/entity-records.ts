/**
 * The records of entity steps 7-9 as the application's GET answers them (contracts: signatoryGroupSchema,
 * uboSchema, fatcaDetailSchema; migration 0024), in one place for the application PDF and the tests: the
 * authorised signatories by group, the UBO declaration and its UBOs, the FATCA answers and controlling
 * persons. Only active rows, in form order (`sno`). Each is read by its step's own reader, which the step's
 * `read` answers GET with.
 */
import type { ApplicationDetail, FatcaDetail, SignatoryGroup, Ubo } from '@aif/contracts';
import type { SignatoryGroupKind } from '../../db/schema';
import type { Session } from '../../lib/session';
import type { ApplicationRow, DbOrTx } from './records';
import { readSignatoryGroups } from './signatory-groups';
import { readUbos } from './steps/declaration-ubo';
import { readEntityFatca } from './steps/entity-fatca';

/** Active groups of one kind ('authorised_signatories' by default), each with its active signatories. */
export async function signatoryGroupsOf(
  db: DbOrTx,
  applicationId: string,
  kind: SignatoryGroupKind = 'authorised_signatories',
): Promise<SignatoryGroup[]> {
  return (await readSignatoryGroups(db, applicationId)).filter(
    (g) => (g.kind ?? 'authorised_signatories') === kind,
  );
}

/**
 * Active UBOs with their identity proof. `staff` false (the investor, a signatory): the AML outcome only,
 * not the comments and who made them (as the applicant's own AML fields).
 */
export function ubosOf(db: DbOrTx, applicationId: string, staff = true): Promise<Ubo[]> {
  return readUbos(db, applicationId, !staff);
}

/** The FATCA answers and active controlling persons; null before the FATCA step is saved. */
export function entityFatcaOf(db: DbOrTx, applicationId: string): Promise<FatcaDetail | null> {
  return readEntityFatca(db, applicationId);
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
      groups: await readSignatoryGroups(db, app.id),
      ubo_declaration_type: app.uboDeclarationType,
      ubo_declaration_value: app.uboDeclarationValue,
      ubo_declaration_others: app.uboDeclarationOthers,
      ubos: await ubosOf(db, app.id, session.kind === 'staff'),
    },
    fatcadetail: await entityFatcaOf(db, app.id),
  };
}
