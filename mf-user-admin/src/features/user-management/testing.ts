// Test fixtures of user management (not imported by the screens).
import {
  USER_ADMIN_MESSAGES,
  type DistributorDetails,
  type FundsWithPlansResponse,
  type StaffUser,
  type UserSavedResponse,
} from '@aif/contracts';

export { currentPath, makeUser, renderAt } from '@aif/ui-kit/testing';

/** The answer of an add or update call (contracts `userSavedResponseSchema`): the record under `user`. */
export function savedUser(user: StaffUser, message: string = USER_ADMIN_MESSAGES.saved): UserSavedResponse {
  return { message, id: user.id, user };
}

/** One stored user (an RM unless overridden); fields its kind lacks are null. */
export function staffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 'rm-1',
    role: 'rm',
    name: 'Ravi Menon',
    email: 'ravi@fund.example',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    phone: '9876543210',
    isActive: true,
    panNumber: 'ABCPM1234K',
    empCode: 'E100',
    leegalityName: null,
    distributorsRmCode: null,
    arnCode: null,
    distributorType: null,
    rm: null,
    distributor: null,
    buildingNo: '1 Marine Drive',
    streetName: null,
    address3: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: '400001',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A distributor's details (an individual one of Ravi Menon, one scheme with one plan). */
export function distributorDetails(overrides: Partial<DistributorDetails> = {}): DistributorDetails {
  return {
    ...staffUser({
      id: 'd-1',
      role: 'distributor',
      name: 'Deepak Sharma',
      email: 'deepak@dist.example',
      phone: '9811111111',
      panNumber: 'ABCPS1234K',
      empCode: null,
      arnCode: 'ARN-100001',
      distributorType: 'individual',
      rm: { id: 'rm-1', name: 'Ravi Menon' },
    }),
    schemeAndPlan: [{ schemeId: 'fund-1', planIds: ['plan-1'] }],
    planDetails: {
      schemes: [
        {
          id: 'fund-1',
          schemeName: 'Demo Growth Fund I',
          plans: [{ id: 'plan-1', planCode: 'DGF1-A', planDescription: 'Series A', isActive: true }],
        },
      ],
    },
    subdistributors: [],
    ...overrides,
  };
}

const plan = (id: string, planCode: string, planDescription: string, isActive = true) => ({
  id,
  schemeId: 'fund-1',
  planCode,
  planDescription,
  currency: 'inr' as const,
  setupFeeType: 'yes',
  setupFee: 2,
  minCommitmentAmount: 10_000_000,
  isActive,
  fundManager: { id: 'fm-1', name: 'Anil Kumar' },
  trustee: { id: 'tr-1', name: 'Sunita Rao' },
});

/** Two funds: one with an active and an inactive plan, one with a plan of its own. */
export const FUNDS: FundsWithPlansResponse = {
  funds: [
    {
      id: 'fund-1',
      schemeName: 'Demo Growth Fund I',
      fundType: 'domestic',
      isActive: true,
      plans: [plan('plan-1', 'DGF1-A', 'Series A'), plan('plan-2', 'DGF1-B', 'Series B', false)],
    },
    {
      id: 'fund-2',
      schemeName: 'Overseas Fund',
      fundType: 'msar',
      isActive: true,
      plans: [
        { ...plan('plan-3', 'OF-A', 'Overseas A'), schemeId: 'fund-2', setupFeeType: 'no', setupFee: 0 },
      ],
    },
  ],
};
