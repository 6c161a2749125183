/** The one applicant of an entity application (doc 2 §1), as its two own steps save and GET reads it. */
import { WIZARD_API_MESSAGES } from '@aif/contracts';
import { badRequest } from '../../../lib/errors';
import { labelOf } from '../applicants';
import type { ApplicantRow } from '../records';
import type { StepContext } from '../step-handler';

/** How a locked entity field reads in the 403 message (the entity's own labels, doc 2 §2). */
const ENTITY_FIELD_LABELS: Record<string, string> = {
  name: 'Name of Entity',
  dateOfBirth: 'Date of Registration/Incorporation',
  permanent: 'Registered Office Address',
  politicallyExposedPersonStatus: 'PEP Status',
};
export const entityLabelOf = (field: string) => ENTITY_FIELD_LABELS[field] ?? labelOf(field);

/**
 * The stored applicant the form was loaded for: an entity has one, and a form of another (removed, or of
 * another application) is refused as the individual steps refuse an unknown applicant.
 */
export function entityApplicantOf(ctx: StepContext, submittedId: string): ApplicantRow {
  const row = ctx.applicants[0];
  if (!row || row.id !== submittedId) throw badRequest(WIZARD_API_MESSAGES.unknownApplicant);
  return row;
}

/** Net worth as typed ('1,00,00,000.50') as the exact decimal text the numeric column keeps, or null. */
export function exactNetWorth(typed: unknown): string | null {
  const v =
    typeof typed === 'string' || typeof typed === 'number' ? String(typed).replace(/,/g, '').trim() : '';
  return v === '' ? null : v;
}
