import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import type * as Api from '@aif/application-wizard/api';
import { approveApplication, getApplicationDetail, sendApplication } from '@aif/application-wizard/api';
import { completeEntityApplication } from '@aif/application-wizard/testing';
import { MESSAGES, type ApplicationDetail, type Role } from '@aif/contracts';
import { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';
import App from '../App';

jest.mock('@aif/application-wizard/api', () => ({
  ...jest.requireActual<typeof Api>('@aif/application-wizard/api'),
  getApplicationDetail: jest.fn(),
  sendApplication: jest.fn(),
  approveApplication: jest.fn(),
  getUboTypes: jest.fn().mockResolvedValue([]),
  getFatcaQuestions: jest.fn().mockResolvedValue([]),
}));

const get = jest.mocked(getApplicationDetail);

function open(path: string, role: Role, app: Partial<ApplicationDetail> = {}) {
  get.mockResolvedValue(completeEntityApplication({ id: 'app-9', ...app }));
  return renderAt(<App path={path} user={makeUser(role)} />, { route: `${path}/app-9`, mount: path });
}

beforeEach(() => jest.clearAllMocks());

/** The Yes of the confirmation asked before a send or an approval. */
async function confirm() {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
}

describe('/non-individual-application-preview/:id', () => {
  it('shows the entity’s sections and sends to the AIF approver', async () => {
    jest.mocked(sendApplication).mockResolvedValue({
      message: 'Application AIF0000042 was sent to the AIF approver',
      id: 'app-9',
      applicationNumber: 'AIF0000042',
      status: 'sent_to_amc_approver',
    });
    open('/non-individual-application-preview', 'rm');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Authorised Signatory' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Declaration of UBO' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to AIF Approver' }));
    await confirm();
    await waitFor(() => expect(currentPath()).toBe('/applications'));
    expect(sendApplication).toHaveBeenCalledWith('app-9');
  });

  it('shows the final validation’s refusal naming the first failing step, with what is missing', async () => {
    const message = MESSAGES.stepNotFilled('Bank Details');
    const errors = [
      { path: 'bank-details.banks', message: MESSAGES.verifyDefaultBank },
      { path: 'authorised-signatory.groups', message: 'Please add Authorised Signatories' },
    ];
    jest
      .mocked(sendApplication)
      .mockRejectedValue(
        new ApiError({ status: 400, code: 'HTTP_ERROR', message, data: { message, errors } }),
      );
    open('/non-individual-application-preview', 'rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to AIF Approver' }));
    await confirm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const items = within(within(alert).getByRole('list', { name: 'What is missing' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      `Bank Details: ${MESSAGES.verifyDefaultBank}`,
      'Authorised Signatory: Please add Authorised Signatories',
    ]);
  });

  it('opens the entity wizard at a section’s step from its Edit button', async () => {
    open('/non-individual-application-preview', 'rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Declaration of UBO' }));
    expect(currentPath()).toBe('/non-individual-application/declaration-ubo');
    expect(currentState()).toMatchObject({ id: 'app-9' });
  });
});

describe('/non-individual-application-details/:id', () => {
  it('lets the AIF approver approve, reject or edit an entity application sent to it', async () => {
    jest.mocked(approveApplication).mockResolvedValue({
      message: 'Application AIF0000042 approved successfully',
      id: 'app-9',
      applicationNumber: 'AIF0000042',
      status: 'sent_to_authorised_signatories',
    });
    open('/non-individual-application-details', 'amcapprover', { status: 'sent_to_amc_approver' });
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'FATCA Details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentPath()).toBe('/non-individual-application-edit/distributor-details');
  });

  it('approves, and shows a refusal of an application an edit left incomplete', async () => {
    const message = MESSAGES.stepNotFilled('Declaration of UBO');
    jest
      .mocked(approveApplication)
      .mockRejectedValue(new ApiError({ status: 400, code: 'HTTP_ERROR', message, data: { message } }));
    open('/non-individual-application-details', 'amcapprover', { status: 'sent_to_amc_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(approveApplication).toHaveBeenCalledWith('app-9');
  });

  it('shows staff the application with Done, and no approval', async () => {
    open('/non-individual-application-details', 'rm', { status: 'sent_to_amc_approver' });
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
