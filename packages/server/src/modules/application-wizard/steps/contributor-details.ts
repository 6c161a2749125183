/** Step 2, contributor-details (doc 1 §3): the applicants' identity, joint holders and mode of holding. */
import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NATIONALITY,
  WIZARD_API_MESSAGES,
  contributorStepDefaults,
  holdingModeFor,
  investorStatusChangeNeedsConfirmation,
  type ApplicationStatus,
  type ContributorStepValues,
} from '@aif/contracts';
import { applicants, type ApplicantDetails } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { checkLocked, matchApplicants, storedValues } from '../applicants';
import { fieldLocked } from '../errors';
import { updateApplicant } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';

const CONTRIBUTOR_DETAIL_FIELDS = [
  'namePrefix',
  'gender',
  'fatherOrSpouseName',
  'motherName',
  'relationShipWithFirstApplicant',
  'jointApplicantRelation',
  'minorPan',
  'minorDOB',
  'minorName',
  'minorFatherName',
  'minorGender',
  'minorEmail',
  'minorCountryCode',
  'minorCountryNameAndCode',
  'minorMobile',
  'minorNamePrefix',
  'guardianRelationship',
  'guardianRelationshipTypeOther',
  'naturalParent',
] as const;
const CONTRIBUTOR_CHECKED_FIELDS = [
  ...CONTRIBUTOR_DETAIL_FIELDS,
  'name',
  'dateOfBirth',
  'panNo',
  'status',
  'nationality',
];

export const contributorDetails: StepHandler<ContributorStepValues> = {
  slug: 'contributor-details',
  schema: contractsStepSchema('contributor-details'),
  stored: async ({ detail, schemaContext }) => ({ data: contributorStepDefaults(detail, schemaContext) }),

  /**
   * Each submitted applicant updates its row (locked fields checked); one sent inactive is removed and the
   * rest renumbered 1..n. A change of the first applicant's status to or from NRI after sending needs the
   * caller's confirmation and sends the application back to draft.
   */
  async save({ tx, app, applicants: rows, locks, input, now }, v) {
    const matched = matchApplicants(rows, v.applicants);
    let investorStatusChanged = false;
    const removed: string[] = [];
    for (const [row, s, index] of matched) {
      if (!s.isActive) {
        if (!locks.canRemoveJointHolder) throw fieldLocked('Joint Holders');
        removed.push(row.id);
        continue;
      }
      const stored = storedValues(row);
      checkLocked(locks, index, CONTRIBUTOR_CHECKED_FIELDS, s, stored);
      let nationality = s.nationality;
      if (
        index === 0 &&
        investorStatusChangeNeedsConfirmation(
          app.status as ApplicationStatus,
          stored.status as string,
          s.status,
        )
      ) {
        if (!input.investorStatusChanged) throw badRequest(WIZARD_API_MESSAGES.investorStatusConfirmRequired);
        investorStatusChanged = true;
        nationality = DEFAULT_NATIONALITY;
      }
      const details: ApplicantDetails = { ...(row.details ?? {}) };
      for (const f of CONTRIBUTOR_DETAIL_FIELDS)
        details[f] = ((s as unknown as Record<string, string | null>)[f] || null) as never;
      details.nationality = nationality || null;
      await updateApplicant(
        tx,
        row,
        { name: s.name, dateOfBirth: s.dateOfBirth || null, residentialStatus: s.status || null, details },
        now,
      );
    }
    if (removed.length) {
      await tx
        .update(applicants)
        .set({ isActive: false, updatedAt: now })
        .where(inArray(applicants.id, removed));
      // The remaining applicants are numbered 1..n in their order (a third becomes the second).
      const remaining = rows.filter((r) => !removed.includes(r.id));
      for (const [i, r] of remaining.entries()) {
        if (r.applicantType !== i + 1)
          await tx
            .update(applicants)
            .set({ applicantType: i + 1, updatedAt: now })
            .where(eq(applicants.id, r.id));
      }
    }
    const active = rows.length - removed.length;
    const mode = holdingModeFor(active, v.modeOfHolding);
    if (!locks.canChangeHoldingMode && mode !== holdingModeFor(active, app.modeOfHolding))
      throw fieldLocked('Mode of Holding');
    return { changes: { modeOfHolding: mode }, investorStatusChanged };
  },
};
