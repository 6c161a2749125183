import type { Applicant, ApplicationDetail, Role, SessionUser } from '@aif/contracts';
import { makeUser } from '@aif/ui-kit/testing';

/** Test data for step suites (here and in the hosts that embed the steps). */
export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'applicant-1',
    applicant_type: '1',
    isActive: true,
    namePrefix: 'Mr.',
    name: 'Abhishek Kumar',
    gender: 'Male',
    dateOfBirth: '1990-01-01',
    fatherOrSpouseName: 'Ramesh Kumar',
    motherName: 'Sita Devi',
    panNo: 'ABCPE1234F',
    status: 'Individual',
    nationality: 'INDIAN',
    email: 'investor@example.com',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    mobile: '9876543210',
    dataFetchedFromKRA: true,
    addresses: [],
    ...overrides,
  };
}

export function stepApplication(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 'app-1',
    applicationNumber: 'AIF0000001',
    applicant1ReferenceId: 'ref-1',
    applicationType: 'individual',
    onboardingType: 'normal',
    status: 'draft',
    currentStep: 0,
    hasPOA: false,
    // Sent to the investor, so the investor's step tests may edit the draft (staff edit it regardless).
    sentToInvestor: true,
    modeOfHolding: 'single',
    applicants: [applicant()],
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  } as ApplicationDetail;
}

/** The signed-in user of a step test; an investor's application reference is `ref-1`. */
export function stepUser(role: Role): SessionUser {
  return makeUser(role, role === 'investor' ? { referenceIds: ['ref-1'] } : {});
}
