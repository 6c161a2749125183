import type { Applicant, ApplicationDetail } from '@aif/contracts';
import { stepApplication } from './fixtures';

/** The entity applicant of a company part-way through (test data). */
export function entityApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'entity-1',
    applicant_type: '1',
    isActive: true,
    name: 'Acme Industries Private Limited',
    dateOfBirth: '2001-04-01',
    cityOfIncorporation: 'Mumbai',
    ckycNo: null,
    investorType: 'corporate',
    panNo: 'AAACA1234F',
    grossAnnualIncome: '> 1 CRORE',
    netWorth: null,
    netWorthDate: null,
    politicallyExposedPersonStatus: 'Not Applicable',
    nbfcCorporate: 'no',
    dataFetchedFromKRA: false,
    addresses: [],
    ...overrides,
  };
}

/** A non-individual application as GET /onboarding/applications/:id answers it, with its one entity. */
export function entityApplication(
  overrides: Partial<ApplicationDetail> = {},
  applicant: Partial<Applicant> = {},
): ApplicationDetail {
  return stepApplication({
    applicationType: 'non_individual',
    applicants: [entityApplicant(applicant)],
    ...overrides,
  });
}
