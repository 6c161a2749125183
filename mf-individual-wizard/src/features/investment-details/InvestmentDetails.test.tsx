import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, INVESTOR_TOKEN_KEY, STAFF_TOKEN_KEY } from '@aif/api-client';
import { ESIGN_MESSAGES, MESSAGES } from '@aif/contracts';
import { currentPath, currentState } from '../../testing/render';
import {
  getEsignApplication,
  getEsignOtp,
  getEsignSummary,
  signApplication,
  verifyEsignOtp,
} from './api/esign';
import { investorDetails, renderInvestor, signDetails, summary } from './test-fixtures';
import { INVESTOR_REVIEW_NOTICE } from './components/InvestorApplicationPage';
import { completeInvestorSignIn, pageLoad } from './lib/session';

jest.mock('./api/esign');

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(getEsignSummary).mockResolvedValue(summary);
});

describe('/investment-details/:ref/details', () => {
  it('shows the public summary and "Verify and continue" to verify-pan', async () => {
    renderInvestor('/investment-details/ref-1/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Details' })).toBeInTheDocument();
    expect(screen.getByText('Abhishek Kumar')).toBeInTheDocument();
    expect(screen.getByText('******3210')).toBeInTheDocument();
    expect(screen.getByText('Pending Signature')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(currentPath()).toBe('/investment-details/ref-1/verify-pan');
  });

  it('offers the application to an investor who is signed in', async () => {
    localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
    renderInvestor('/investment-details/ref-1/details');
    await userEvent.click(await screen.findByRole('button', { name: 'View Application' }));
    expect(currentPath()).toBe('/investment-details/ref-1/application-details');
  });

  it('opens the summary for the bare reference id', async () => {
    renderInvestor('/investment-details/ref-1');
    await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/details'));
  });

  it('shows the server message for an unknown link', async () => {
    jest
      .mocked(getEsignSummary)
      .mockRejectedValueOnce(
        new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'Application not found' }),
      );
    renderInvestor('/investment-details/nope/details');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
  });
});

describe('/investment-details/:ref/verify-pan (OTP sign-in)', () => {
  const investor = {
    id: 'i-1',
    name: 'Abhishek',
    role: 'investor' as const,
    phone: '9876543210',
    countryCode: '+91',
    email: null,
    flags: {},
  };

  it('sends the OTP, checks it and hands the session to the shell, then opens the application in place', async () => {
    jest.mocked(getEsignOtp).mockResolvedValue({
      message: 'OTP sent successfully',
      verificationToken: 'vt-1',
      resendAfterSeconds: 30,
    });
    jest.mocked(verifyEsignOtp).mockResolvedValueOnce({ token: 'investor-token', user: investor });
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    // The shell's sign-in keeps the token where api-client reads it.
    const onSignIn = jest.fn((token: string) => localStorage.setItem(INVESTOR_TOKEN_KEY, token));
    renderInvestor('/investment-details/ref-1/verify-pan', onSignIn);
    expect(await screen.findByText(/registered mobile number \*{6}3210/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(getEsignOtp).toHaveBeenCalledWith('ref-1');
    const otp = await screen.findByRole('textbox', { name: /OTP/ });
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    expect(screen.getByText('OTP sent successfully. Enter the OTP sent to ******3210.')).toBeInTheDocument();

    await userEvent.type(otp, '12a3');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(verifyEsignOtp).not.toHaveBeenCalled();

    await userEvent.type(otp, '456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith('investor-token', investor));
    expect(verifyEsignOtp).toHaveBeenCalledWith('ref-1', { otp: '123456', verificationToken: 'vt-1' });
    await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/application-details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it("shows the server's answer to a wrong OTP", async () => {
    jest
      .mocked(getEsignOtp)
      .mockResolvedValue({ message: 'OTP sent', verificationToken: 'vt-1', resendAfterSeconds: 30 });
    jest
      .mocked(verifyEsignOtp)
      .mockRejectedValueOnce(new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Invalid OTP' }));
    const onSignIn = jest.fn();
    renderInvestor('/investment-details/ref-1/verify-pan', onSignIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /OTP/ }), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('without the shell (standalone) keeps the token where api-client keeps it and loads the page', () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const navigate = jest.fn();
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff');
    completeInvestorSignIn('investor-token', investor, '/investment-details/ref-1/application-details', {
      navigate,
    });
    expect(localStorage.getItem(INVESTOR_TOKEN_KEY)).toBe('investor-token');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/investment-details/ref-1/application-details');
    expect(navigate).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});

describe('/investment-details/:ref/application-details', () => {
  it('sends a visitor without a session to the summary', async () => {
    renderInvestor('/investment-details/ref-1/application-details');
    await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/details'));
    expect(getEsignApplication).not.toHaveBeenCalled();
  });

  it('shows the application to the investor, with e-Sign when their signature is awaited', async () => {
    localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    renderInvestor('/investment-details/ref-1/application-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Distributor Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // It opens the signing page itself (InvestorLanding.test.tsx).
    expect(screen.getByRole('button', { name: 'e-Sign' })).toBeEnabled();
  });

  it('offers Edit on a draft sent to the investor, and no e-Sign', async () => {
    localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
    jest
      .mocked(getEsignApplication)
      .mockResolvedValue(
        investorDetails(
          { status: 'draft', sentToInvestor: true },
          { currentSigner: null, status: 'notgenerated' },
        ),
      );
    renderInvestor('/investment-details/ref-1/application-details');
    const edit = await screen.findByRole('button', { name: 'Edit' });
    expect(screen.getByText(INVESTOR_REVIEW_NOTICE)).toBeInTheDocument();
    await userEvent.click(edit);
    expect(currentPath()).toBe('/investment-details/edit-application/distributor-details');
    expect(currentState()).toEqual({ id: 'app-1', applicant1ReferenceId: 'ref-1' });
  });

  it('offers no Edit on a draft staff are still preparing (not sent to the investor)', async () => {
    localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
    jest
      .mocked(getEsignApplication)
      .mockResolvedValue(
        investorDetails({ status: 'draft' }, { currentSigner: null, status: 'notgenerated' }),
      );
    renderInvestor('/investment-details/ref-1/application-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no e-Sign to a joint holder whose turn has not come', async () => {
    localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
    const details = investorDetails();
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
    expect(screen.queryByRole('button', { name: 'e-Sign' })).not.toBeInTheDocument();
  });
});

describe('/investment-details/:ref/esign', () => {
  beforeEach(() => localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token'));

  it('asks for the signing URL and opens it in a new tab', async () => {
    const tab = { location: { href: '' }, closed: false, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    jest.mocked(signApplication).mockResolvedValueOnce({
      url: 'http://localhost/esign/sandbox/tok-1',
      signDetails: signDetails(),
    });
    renderInvestor('/investment-details/ref-1/esign');
    expect(await screen.findByRole('heading', { level: 1, name: 'e-Sign Application' })).toBeInTheDocument();
    // Invitations not yet sent read as waiting, not as pending.
    expect(screen.getAllByText('Waiting for earlier signers')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'e-Sign' }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/esign/sandbox/tok-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(signApplication).toHaveBeenCalledWith('ref-1');
    expect(await screen.findByText(/signing page has opened in a new tab/)).toBeInTheDocument();
  });

  it("closes the tab and shows the server's refusal", async () => {
    const tab = { location: { href: '' }, closed: false, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    jest.mocked(getEsignApplication).mockResolvedValue(investorDetails());
    jest
      .mocked(signApplication)
      .mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'HTTP_ERROR', message: ESIGN_MESSAGES.notAwaitingSignature }),
      );
    renderInvestor('/investment-details/ref-1/esign');
    await userEvent.click(await screen.findByRole('button', { name: 'e-Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ESIGN_MESSAGES.notAwaitingSignature);
    expect(tab.close).toHaveBeenCalled();
  });

  it('says whose signature is awaited when it is not the investor', async () => {
    jest
      .mocked(getEsignApplication)
      .mockResolvedValue(
        investorDetails(
          { status: 'approved_by_applicant1' },
          { currentSigner: 'fundmanager', status: 'pendingsignature' },
        ),
      );
    renderInvestor('/investment-details/ref-1/esign');
    expect(await screen.findByText(ESIGN_MESSAGES.notYourTurn('Investment Manager'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'e-Sign' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the summary', async () => {
    localStorage.clear();
    renderInvestor('/investment-details/ref-1/esign');
    await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/details'));
  });
});
