import type { ApplicationListRow } from '@aif/contracts';

// Apart from the rest of application-rules: the dashboard links each recent application to its details
// page, and application-rules' other imports from contracts (e-sign paths, Modify Investment) bring zod
// and the application schemas with them.

type Row = Pick<ApplicationListRow, 'id' | 'applicationType'>;

export interface Target {
  pathname: string;
  state?: unknown;
}

/** The application's details page (doc 3 §2.5): by application type. */
export function detailsPath(row: Row): string {
  const base =
    row.applicationType === 'non_individual' ? '/non-individual-application-details' : '/application-details';
  return `${base}/${encodeURIComponent(row.id)}`;
}

/**
 * Where a status link goes (doc 3 §2.5): the details page of the application's type, for every role and
 * status, a draft included (Edit is the way into the wizard).
 */
export function statusTarget(row: Row): Target {
  return { pathname: detailsPath(row) };
}
