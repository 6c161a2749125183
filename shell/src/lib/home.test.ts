import { makeUser } from '../testing/users';
import { afterSignInPath, homePath } from './home';

it('sends an investor to its first application (0-product-decisions §12)', () => {
  expect(homePath(makeUser('investor', { referenceIds: ['AB/12', 'CD'] }))).toBe(
    '/investment-details/AB%2F12/application-details',
  );
});

it.each([
  ['rm', '/dashboard', '/dashboard'],
  ['rm', '/reports', '/applications'],
  ['rm', '/no-such-page', '/applications'],
  ['rm', '/login', '/applications'],
  ['amcapprover', '/onboarding?step=2', '/onboarding?step=2'],
  ['investor', '/investment-details/REF-1/details', '/investment-details/REF-1/details'],
] as const)('after sign-in a %s who asked for %s goes to %s', (role, requested, expected) => {
  expect(afterSignInPath(makeUser(role), requested)).toBe(expected);
});
