import { and, eq } from 'drizzle-orm';
import {
  DISTRIBUTOR_LIKE_ROLES,
  MAX_APPLICANTS,
  MESSAGES,
  ONBOARDING_MESSAGES,
  canEdit,
  type ApplicationStatus,
  type Role,
} from '@aif/contracts';
import type { Tx } from '../../db/client';
import { applicants, applications } from '../../db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { MobileNumber } from '../../lib/phone';
import { notDeleted } from '../applications/visibility';
import type { Session } from '../../lib/session';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;

/** The application, locked until the transaction ends; 404 when there is none or it is deleted. */
export async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow> {
  if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), notDeleted()))
    .for('update');
  if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
  return row;
}

export async function activeApplicants(tx: Tx, applicationId: string): Promise<ApplicantRow[]> {
  return tx
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, applicationId), eq(applicants.isActive, true)));
}

/** rm, distributor and subdistributor reach the applications they prepared or are mapped to. */
export function isOwnerSide(session: Session, app: ApplicationRow): boolean {
  if (!(DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(session.role)) return true;
  const me = session.userId;
  return [app.createdBy, app.distributorId, app.rmId, app.subdistributorId].includes(me);
}

/**
 * Whether this user may add a joint holder to this application now: owner-side staff (403 otherwise),
 * while the role may edit it (409), an individual application of normal onboarding (400), with fewer
 * than 3 active applicants (400).
 */
export function checkJointHolderAllowed(session: Session, app: ApplicationRow, active: ApplicantRow[]): void {
  if (!isOwnerSide(session, app)) throw forbidden();
  if (!canEdit({ status: app.status as ApplicationStatus }, session.role))
    throw new HttpError(409, ONBOARDING_MESSAGES.applicationNotEditable);
  if (app.applicationType !== 'individual' || app.onboardingType !== 'normal')
    throw badRequest(ONBOARDING_MESSAGES.jointHolderNotAllowed);
  if (active.length >= MAX_APPLICANTS) throw badRequest(ONBOARDING_MESSAGES.maxApplicants);
}

export function checkNoDuplicatePan(active: ApplicantRow[], pan: string): void {
  if (active.some((a) => a.panNo?.toUpperCase() === pan.toUpperCase()))
    throw badRequest(MESSAGES.panDuplicateApplicant);
}

export function checkNoDuplicateMobile(active: ApplicantRow[], number: MobileNumber): void {
  if (active.some((a) => a.countryCode === number.countryCode && a.mobile === number.phone))
    throw badRequest(MESSAGES.mobileDuplicateApplicant);
}
