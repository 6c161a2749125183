import type { ApplicationDetail, EsignApplicationDetails, EsignSummary, SignDetails } from '@aif/contracts';
import type { RemoteAppProps } from '@aif/ui-kit';
import { completeApplication } from '@aif/application-wizard/testing';
import { renderAt } from '../../testing/render';
import { InvestmentDetailsRoutes } from './InvestmentDetailsRoutes';

/** Fixtures and the render helper of the investor's pages' tests (not a test file). */

export const summary: EsignSummary = {
  referenceId: 'ref-1',
  applicationNumber: 'AIF0000042',
  applicantName: 'Abhishek Kumar',
  schemeName: 'Growth Fund I',
  planName: 'Series B',
  status: 'sent_to_applicant1',
  statusLabel: 'Sent to 1st applicant',
  maskedMobile: '******3210',
  signStatus: 'pendingsignature',
};

export function signDetails(over: Partial<SignDetails> = {}): SignDetails {
  return {
    status: 'pendingsignature',
    url: null,
    currentSigner: 'applicant1',
    signers: [
      {
        signer: 'applicant1',
        signerOrder: 1,
        name: 'Abhishek Kumar',
        status: 'pendingsignature',
        invitedAt: '2026-02-01T06:30:00.000Z',
        signedAt: null,
      },
      {
        signer: 'fundmanager',
        signerOrder: 2,
        name: 'Investment Manager',
        status: 'pendingsignature',
        invitedAt: null,
        signedAt: null,
      },
      {
        signer: 'trustee',
        signerOrder: 3,
        name: 'Trustee',
        status: 'pendingsignature',
        invitedAt: null,
        signedAt: null,
      },
    ],
    ...over,
  };
}

export function investorDetails(
  app: Partial<ApplicationDetail> = {},
  sign: Partial<SignDetails> = {},
): EsignApplicationDetails {
  return {
    application: completeApplication({ status: 'sent_to_applicant1', ...app }),
    signDetails: signDetails(sign),
  };
}

export function renderInvestor(
  route: string,
  onSignIn?: RemoteAppProps['onSignIn'],
  user: RemoteAppProps['user'] = null,
) {
  return renderAt(
    <InvestmentDetailsRoutes
      path="/investment-details"
      user={user}
      onSignIn={onSignIn}
      editApplication={<p>wizard</p>}
    />,
    {
      route,
      mount: '/investment-details',
    },
  );
}
