import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@aif/contracts';
import { currentPath } from '../../../testing/render';
import { getNonIndividualToken } from '../api/get-non-individual-token';
import { useOnboardingFlow } from '../stores/onboarding-flow';
import { ENTITY_VERIFICATION, renderOnboarding, seedFlow } from '../test-utils';

jest.mock('../api/get-non-individual-token');
const getToken = jest.mocked(getNonIndividualToken);

const ROUTE = '/onboarding/enter-email-id';
const emailBox = () => screen.getByRole('textbox', { name: /Email ID/ });

beforeEach(() => {
  getToken.mockReset();
  seedFlow({ verification: { ...ENTITY_VERIFICATION } });
});

it('is titled "Onboard Non Individual Investor" and asks for the e-mail', async () => {
  renderOnboarding(ROUTE);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Onboard Non Individual Investor' }),
  ).toBeInTheDocument();
  expect(emailBox()).toBeInTheDocument();
});

it.each([
  ['', MESSAGES.emailRequired],
  ['finance@', MESSAGES.emailInvalid],
])('refuses the e-mail "%s" with "%s"', async (typed, message) => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await screen.findByRole('textbox', { name: /Email ID/ });
  if (typed) await user.type(emailBox(), typed);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(getToken).not.toHaveBeenCalled();
});

it('refuses an e-mail past the contracts limit, or with a control character, and sends nothing', async () => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await user.click(await screen.findByRole('textbox', { name: /Email ID/ }));
  await user.paste(`${'a'.repeat(250)}@acme.example`);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(MESSAGES.textTooLong(254))).toBeInTheDocument();
  await user.clear(emailBox());
  await user.click(emailBox());
  await user.paste('fin\u0000ance@acme.example');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(MESSAGES.textControlCharacters)).toBeInTheDocument();
  expect(getToken).not.toHaveBeenCalled();
});

it('gets the applicant token and goes on to the documents', async () => {
  const user = userEvent.setup();
  getToken.mockResolvedValue({
    applicantVerificationToken: 'entity-token',
    expiresAt: '2030-01-01T00:00:00Z',
  });
  renderOnboarding(ROUTE);
  await user.type(await screen.findByRole('textbox', { name: /Email ID/ }), 'finance@acme.example');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(currentPath()).toBe('/onboarding/verify-documents'));
  expect(getToken).toHaveBeenCalledWith({
    panVerificationToken: 'pan-token',
    emailId: 'finance@acme.example',
  });
  expect(useOnboardingFlow.getState().entityApplicantToken).toBe('entity-token');
  expect(await screen.findByRole('heading', { level: 2, name: 'Verify Documents' })).toBeInTheDocument();
});
