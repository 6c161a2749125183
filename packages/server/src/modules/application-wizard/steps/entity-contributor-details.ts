/**
 * Step 2 of the entity flow, contributor-details (doc 2 §2 "Contributor details (entity)", §3, §5): the
 * entity's name, registration date and place, investor type, income, net worth, NBFC answers and demat.
 */
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_PEP_STATUS,
  KYC_LOCKED_FOR_INVESTOR_SIDE,
  entityContributorStepDefaults,
  type EntityContributorStepValues,
} from '@aif/contracts';
import { applicants, banks, type ApplicantDetails } from '../../../db/schema';
import { supersedePennyDrops } from '../../bank-verification/service';
import { checkLocked, storedValues } from '../applicants';
import { fieldLocked } from '../errors';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { isRecord, same } from '../values';
import { entityApplicantOf, entityLabelOf, exactNetWorth } from './entity-applicant';

/** PAN never changes; name and registration date are locked when the registry gave them. */
const CHECKED_FIELDS = ['name', 'dateOfBirth', 'panNo', ...KYC_LOCKED_FOR_INVESTOR_SIDE];

export const entityContributorDetails: StepHandler<EntityContributorStepValues> = {
  slug: 'contributor-details',
  // The save context's applicationType (non_individual) selects the entity's schema.
  schema: contractsStepSchema('contributor-details'),
  stored: async ({ detail, schemaContext }) => ({
    data: entityContributorStepDefaults(detail, schemaContext),
  }),

  /**
   * The entity applicant's row (locked fields checked first). PEP status is read-only: the stored one
   * (or 'Not Applicable') is kept. Net worth is stored exactly as typed (numeric, not the parsed float).
   * A changed entity name resets the penny drop of every active bank and voids the recorded ones (doc 2
   * §4): the account holder must be matched again.
   */
  async save(ctx, v, prepared) {
    const { tx, app, now } = ctx;
    const a = v.applicant;
    const row = entityApplicantOf(ctx, a.id);
    checkLocked(ctx.locks, 0, CHECKED_FIELDS, a, storedValues(row), entityLabelOf);
    const pep = row.details?.politicallyExposedPersonStatus || DEFAULT_PEP_STATUS;
    if (a.politicallyExposedPersonStatus !== '' && !same(a.politicallyExposedPersonStatus, pep))
      throw fieldLocked(entityLabelOf('politicallyExposedPersonStatus'));

    const details: ApplicantDetails = {
      ...(row.details ?? {}),
      cityOfIncorporation: a.cityOfIncorporation || null,
      ckycNo: a.ckycNo || null,
      grossAnnualIncome: a.grossAnnualIncome || null,
      netWorthDate: a.netWorthDate || null,
      politicallyExposedPersonStatus: pep,
      nbfcCorporate: a.nbfcCorporate,
      nbfcType: a.nbfcType || null,
      nbfcImportanceType: a.nbfcImportanceType || null,
      dlclId: a.dlclId || null,
      dpId: a.dpId || null,
      clId: a.clId || null,
      nameOfBroker: a.nameOfBroker || null,
    };
    const typed = isRecord(prepared.data.applicant) ? prepared.data.applicant.netWorth : null;
    await tx
      .update(applicants)
      .set({
        name: a.name,
        dateOfBirth: a.dateOfBirth || null,
        investorType: a.investorType,
        netWorth: a.netWorth === null ? null : exactNetWorth(typed),
        details,
        updatedAt: now,
      })
      .where(eq(applicants.id, row.id));

    if (a.name !== row.name) {
      await tx
        .update(banks)
        .set({ pennydropCheck: false, pennydropVerified: false, updatedAt: now })
        .where(and(eq(banks.applicationId, app.id), eq(banks.isActive, true)));
      await supersedePennyDrops(tx, app.id, now);
    }
    return {};
  },

  /** The entity's investor type (its column) and net worth as a number (the column is exact). */
  async read({ applicants: rows }) {
    return {
      applicants: new Map(
        rows.map((r) => [
          r.id,
          { investorType: r.investorType, netWorth: r.netWorth === null ? null : Number(r.netWorth) },
        ]),
      ),
    };
  },
};
