import { screen } from '@testing-library/react';
import { CONSENT_PAGE_TEXT } from '@aif/contracts';
import { getConsent } from './features/investor-consent/api/get-consent';
import { makeUser, renderAt } from './testing/render';
import App from './App';

jest.mock('./features/investor-consent/api/get-consent');
jest
  .mocked(getConsent)
  .mockResolvedValue({ pan: '******234F', text: CONSENT_PAGE_TEXT, expiresAt: '2030-01-01T00:00:00Z' });

describe('mf_onboarding/App', () => {
  it('renders the onboarding entry under /onboarding', async () => {
    renderAt(<App path="/onboarding" user={makeUser('rm')} />, {
      route: '/onboarding',
      mount: '/onboarding',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeInTheDocument();
  });

  it.each([
    ['/investor-consent', '/investor-consent/ABC123', CONSENT_PAGE_TEXT],
    ['/investor-consent-approved', '/investor-consent-approved', 'Thanks for your approval.'],
    ['/investor-consent-reject', '/investor-consent-reject', 'Thank you. Your consent was rejected.'],
  ])('renders the public page %s (at %s) for an anonymous visitor', async (path, url, text) => {
    renderAt(<App path={path} user={null} />, { route: url, mount: path });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderAt(<App path="/elsewhere" user={makeUser('rm')} />, { route: '/elsewhere', mount: '/elsewhere' });
    expect(screen.getByText('Page you are requesting is not found.....')).toBeInTheDocument();
  });
});
