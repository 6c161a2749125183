import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVESTOR_TOKEN_KEY } from '@aif/api-client';
import type { EsignSignerState } from '@aif/contracts';
import { getEsignApplication, getEsignSummary, signApplication } from './api/esign';
import { investorDetails, renderInvestor, signDetails, summary } from './test-fixtures';

jest.mock('./api/esign');

/** 0-product-decisions §10: an authorised signatory reads the entity application and signs its own invitation. */

const row = (
  name: string,
  group: string,
  status: EsignSignerState['status'],
  n: number,
): EsignSignerState => ({
  signer: 'authorised_signatories',
  signerOrder: n,
  name,
  status,
  invitedAt: '2026-02-01T06:30:00.000Z',
  signedAt: status === 'signed' ? '2026-02-02T06:30:00.000Z' : null,
  signatoryId: `s-${n}`,
  group,
  groupThreshold: group === 'Board' ? 2 : 1,
});

const signing = (mine: Partial<{ myTurn: boolean; status: EsignSignerState['status'] }> = {}) =>
  signDetails({
    currentSigner: 'authorised_signatories',
    mySigner: 'authorised_signatories',
    myTurn: mine.myTurn ?? true,
    signers: [
      row('Anil Kapoor', 'Board', mine.status ?? 'pendingsignature', 1),
      row('Bina Shah', 'Board', 'signed', 2),
      row('Chetan Rao', 'Board', 'cancelled', 3),
      row('Esha Nair', 'Finance', 'signed', 4),
      { ...signDetails().signers[1]!, signerOrder: 5 },
      { ...signDetails().signers[2]!, signerOrder: 6 },
    ],
  });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  localStorage.setItem(INVESTOR_TOKEN_KEY, 'investor-token');
  jest.mocked(getEsignSummary).mockResolvedValue(summary);
});

it('shows the application read-only with its own e-Sign, which opens its own invitation', async () => {
  const tab = { location: { href: '' }, closed: false, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  jest
    .mocked(getEsignApplication)
    .mockResolvedValue(
      investorDetails({ status: 'sent_to_authorised_signatories', sentToInvestor: true }, signing()),
    );
  jest.mocked(signApplication).mockResolvedValueOnce({
    url: 'http://localhost/esign/sandbox/anil',
    signDetails: signing(),
  });
  renderInvestor('/investment-details/ref-1/application-details');
  const next = await screen.findByRole('region', { name: 'Your next step' });
  // Never an Edit, even on a status an applicant could edit.
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  await userEvent.click(within(next).getByRole('button', { name: 'e-Sign' }));
  expect(tab.location.href).toBe('http://localhost/esign/sandbox/anil');
});

it('offers no e-Sign once its signature is in (or no longer needed)', async () => {
  jest
    .mocked(getEsignApplication)
    .mockResolvedValue(
      investorDetails(
        { status: 'sent_to_authorised_signatories' },
        signing({ myTurn: false, status: 'signed' }),
      ),
    );
  renderInvestor('/investment-details/ref-1/application-details');
  expect(await screen.findByRole('button', { name: 'Signing Status' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'e-Sign' })).not.toBeInTheDocument();
});

it('lists one signing row per signatory with its group and status, cancelled included', async () => {
  jest
    .mocked(getEsignApplication)
    .mockResolvedValue(investorDetails({ status: 'sent_to_authorised_signatories' }, signing()));
  renderInvestor('/investment-details/ref-1/esign');
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  expect(items[0]).toHaveTextContent('Anil Kapoor');
  expect(items[0]).toHaveTextContent('Authorised Signatory · Board');
  expect(items[0]).toHaveTextContent('Pending Signature');
  expect(items[2]).toHaveTextContent('Chetan Rao');
  expect(items[2]).toHaveTextContent('Cancelled');
  expect(items[3]).toHaveTextContent('Authorised Signatory · Finance');
  expect(items[4]).toHaveTextContent('Investment Manager');
});

it('names the POA holder as such', async () => {
  const poa = signing();
  poa.signers = [row('Meera Pillai', 'POA Holder', 'pendingsignature', 1)];
  jest
    .mocked(getEsignApplication)
    .mockResolvedValue(investorDetails({ status: 'sent_to_authorised_signatories', hasPOA: true }, poa));
  renderInvestor('/investment-details/ref-1/esign');
  const item = await screen.findByRole('listitem');
  expect(item).toHaveTextContent('POA Holder');
  expect(item).not.toHaveTextContent('Authorised Signatory');
});
