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
import { readSignatoryGroups } from '../application-wizard/signatory-groups';
import { readUbos } from '../application-wizard/steps/declaration-ubo';
import { readEntityFatca } from '../application-wizard/steps/entity-fatca';
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

/** Steps 7-9 as GET answers them to staff (each by its step's reader), with the masters. */
export async function loadEntityData(db: Db, app: typeof applications.$inferSelect): Promise<EntityPdfData> {
  return {
    groups: await readSignatoryGroups(db, app.id, 'authorised_signatories'),
    uboDeclaration: {
      type: app.uboDeclarationType,
      value: app.uboDeclarationValue,
      others: app.uboDeclarationOthers,
    },
    ubos: await readUbos(db, app.id),
    fatca: await readEntityFatca(db, app.id),
    ...entityMasters(),
  };
}
