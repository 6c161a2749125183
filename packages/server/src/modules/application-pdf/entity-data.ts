import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fatcaDataSchema,
  uboTypeMasterSchema,
  type FatcaDetail,
  type FatcaQuestion,
  type SignatoryGroup,
  type Ubo,
  type UboDeclarationOption,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import type { applications } from '../../db/schema';
import { entityFatcaOf, signatoryGroupsOf, ubosOf } from '../application-wizard/entity-records';
import { MDMS_DIR } from '../mdms/service';

/** Steps 7-9 of an entity application and the master files that word them (entity-sections.ts). */
export interface EntityPdfData {
  groups: SignatoryGroup[];
  uboDeclaration: { type: string | null; value: string | null; others: string | null };
  ubos: Ubo[];
  fatca: FatcaDetail | null;
  uboTypes: UboDeclarationOption[];
  fatcaQuestions: FatcaQuestion[];
}

let masters: Pick<EntityPdfData, 'uboTypes' | 'fatcaQuestions'> | undefined;

/** uboTypeMaster.json and fatca_data.json, read once. */
function entityMasters() {
  const read = (file: string) => JSON.parse(readFileSync(path.join(MDMS_DIR, file), 'utf8')) as unknown;
  masters ??= {
    uboTypes: uboTypeMasterSchema.parse(read('uboTypeMaster.json')),
    fatcaQuestions: fatcaDataSchema.parse(read('fatca_data.json')),
  };
  return masters;
}

/** Steps 7-9 as GET answers them to staff (application-wizard/entity-records.ts), with the masters. */
export async function loadEntityData(db: Db, app: typeof applications.$inferSelect): Promise<EntityPdfData> {
  return {
    groups: await signatoryGroupsOf(db, app.id),
    uboDeclaration: {
      type: app.uboDeclarationType,
      value: app.uboDeclarationValue,
      others: app.uboDeclarationOthers,
    },
    ubos: await ubosOf(db, app.id),
    fatca: await entityFatcaOf(db, app.id),
    ...entityMasters(),
  };
}
