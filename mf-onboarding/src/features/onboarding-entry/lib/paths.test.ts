import { ROLES, routeAccess, type OnboardedApplication, type Role } from '@aif/contracts';
import { wizardDestination } from './paths';

const individual = {
  id: 'app-1',
  applicant1ReferenceId: 'ref-1',
  applicationType: 'individual',
} as OnboardedApplication;
const entity = { ...individual, applicationType: 'non_individual' } as OnboardedApplication;
const ONBOARDING_ROLES: Role[] = ['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover'];

it('opens the staff wizard for preparers and the edit-application wizard for the AIF approver', () => {
  expect(wizardDestination(individual, { jointHolder: false, role: 'rm' })).toEqual({
    to: '/application/distributor-details',
    state: { id: 'app-1', applicant1ReferenceId: 'ref-1' },
  });
  expect(wizardDestination(individual, { jointHolder: false, role: 'amcapprover' }).to).toBe(
    '/investment-details/edit-application/distributor-details',
  );
  expect(wizardDestination(individual, { jointHolder: true, role: 'amcapprover' }).to).toBe(
    '/investment-details/edit-application/contributor-details',
  );
  expect(wizardDestination(entity, { jointHolder: false, role: 'amcapprover' }).to).toBe(
    '/non-individual-application-edit/distributor-details',
  );
});

it.each(ONBOARDING_ROLES)('sends %s only to a wizard route its role may open', (role) => {
  expect(ROLES).toContain(role);
  for (const app of [individual, entity]) {
    for (const jointHolder of app === entity ? [false] : [false, true]) {
      const { to } = wizardDestination(app, { jointHolder, role });
      expect(['allowed', 'public']).toContain(routeAccess(to, role));
    }
  }
});
