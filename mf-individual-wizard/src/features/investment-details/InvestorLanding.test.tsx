import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVESTOR_TOKEN_KEY } from '@aif/api-client';
import { INVESTOR_STATUS_LABELS } from '@aif/contracts';
import { currentPath, makeUser } from '../../testing/render';
import { getEsignApplication, getEsignSummary, signApplication } from './api/esign';
import { investorDetails, renderInvestor, signDetails, summary } from './test-fixtures';

jest.mock('./api/esign');

/** 0-product-decisions §12: the investor's landing, its status in its words, e-Sign at the top on its turn. */

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
  jest.mocked(getEsignSummary).mockResolvedValue(summary);
});

it("opens the signed-in investor's application details from /investment-details", async () => {
  jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
  renderInvestor('/investment-details', undefined, makeUser('investor', { referenceIds: ['ref-1'] }));
  await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/application-details'));
});

describe('on its turn to sign', () => {
  it('reads "Waiting for your signature" and puts e-Sign first on the page, before the application', async () => {
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    renderInvestor('/investment-details/ref-1/application-details');
    const next = await screen.findByRole('region', { name: 'Your next step' });
    expect(screen.getAllByText(INVESTOR_STATUS_LABELS.yourSignature).length).toBeGreaterThan(0);
    expect(screen.queryByText('Sent to 1st applicant')).not.toBeInTheDocument();
    // The next step comes before every section of the application.
    expect(screen.getAllByRole('region')[0]).toBe(next);
    expect(within(next).getByRole('button', { name: 'e-Sign' })).toBeInTheDocument();
    // One e-Sign on the page: the next step's.
    expect(screen.getAllByRole('button', { name: 'e-Sign' })).toHaveLength(1);
  });

  it('opens the signing page in a new tab from the landing', async () => {
    const tab = { location: { href: '' }, closed: false, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    jest.mocked(signApplication).mockResolvedValueOnce({
      url: 'http://localhost/esign/sandbox/tok-1',
      signDetails: signDetails(),
    });
    renderInvestor('/investment-details/ref-1/application-details');
    const next = await screen.findByRole('region', { name: 'Your next step' });
    await userEvent.click(within(next).getByRole('button', { name: 'e-Sign' }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/esign/sandbox/tok-1'));
    expect(signApplication).toHaveBeenCalledWith('ref-1');
    expect(await screen.findByText(/signing page has opened in a new tab/)).toBeInTheDocument();
    expect(currentPath()).toBe('/investment-details/ref-1/application-details');
  });
});

describe('while it waits', () => {
  it.each([
    ['another holder', 'applicant1', 'Waiting for the other applicants to sign'],
    ['the fund', 'fundmanager', 'Being signed by the fund'],
  ] as const)('for %s: says so and offers no e-Sign', async (_who, current, label) => {
    const details = investorDetails(
      { status: current === 'fundmanager' ? 'approved_by_applicant2' : 'sent_to_applicant1' },
      { currentSigner: current },
    );
    details.application.applicants.push({
      ...details.application.applicants[0]!,
      id: 'applicant-2',
      referenceId: 'ref-2',
      applicant_type: '2',
      name: 'Second Holder',
    });
    jest.mocked(getEsignApplication).mockResolvedValue(details);
    renderInvestor('/investment-details/ref-2/application-details');
    await screen.findByRole('heading', { level: 1, name: 'Application Details' });
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'e-Sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next step' })).not.toBeInTheDocument();
    // Who has signed is one click away.
    await userEvent.click(screen.getByRole('button', { name: 'Signing Status' }));
    expect(currentPath()).toBe('/investment-details/ref-2/esign');
  });

  it('reads "Being reviewed by the fund" while the AIF approver checks it', async () => {
    jest
      .mocked(getEsignApplication)
      .mockResolvedValue(
        investorDetails({ status: 'sent_to_amc_approver' }, { currentSigner: null, status: 'notgenerated' }),
      );
    renderInvestor('/investment-details/ref-1/application-details');
    expect(await screen.findByText(INVESTOR_STATUS_LABELS.beingReviewed)).toBeInTheDocument();
    expect(screen.queryByText('Sent to AIF approver')).not.toBeInTheDocument();
  });

  it('tells a draft sent to it to complete the application', async () => {
    jest
      .mocked(getEsignApplication)
      .mockResolvedValue(
        investorDetails(
          { status: 'draft', sentToInvestor: true },
          { currentSigner: null, status: 'notgenerated' },
        ),
      );
    renderInvestor('/investment-details/ref-1/application-details');
    expect(await screen.findByText(INVESTOR_STATUS_LABELS.completeApplication)).toBeInTheDocument();
  });
});

describe('the e-sign page', () => {
  it('offers e-Sign at the top, before the signatures and the investment', async () => {
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    renderInvestor('/investment-details/ref-1/esign');
    const next = await screen.findByRole('region', { name: 'Your next step' });
    expect(screen.getAllByRole('region')[0]).toBe(next);
    expect(within(next).getByRole('button', { name: 'e-Sign' })).toBeInTheDocument();
    expect(screen.getAllByText(INVESTOR_STATUS_LABELS.yourSignature).length).toBeGreaterThan(0);
  });
});
