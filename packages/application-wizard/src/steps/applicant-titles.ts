import { APPLICANT_TITLES, GUARDIAN_TITLE } from '@aif/contracts';

/** The active applicants' indexes with their section title (the guardian on a minor onboarding). */
export function activeApplicants<T extends { isActive?: boolean | null }>(
  applicants: readonly T[],
  minor: boolean,
): { index: number; position: number; title: string }[] {
  return applicants
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => a.isActive !== false)
    .map(({ index }, position) => ({
      index,
      position,
      title: minor && position === 0 ? GUARDIAN_TITLE : (APPLICANT_TITLES[position] ?? ''),
    }));
}
