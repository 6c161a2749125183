import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { REVIEW_MESSAGES, type ApplicationDetail, type Role } from '@aif/contracts';
import { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { downloadApplicationPdf, getApplicationDetail, sendApplication } from '../api';
import { completeApplication } from '../testing/application';
import { INDIVIDUAL_CONFIG } from '../testing/config';
import { PreviewRoutes } from './ReviewRoutes';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  sendApplication: jest.fn(),
  getApplicationDetail: jest.fn(),
  downloadApplicationPdf: jest.fn().mockResolvedValue(undefined),
}));

const get = jest.mocked(getApplicationDetail);
const send = jest.mocked(sendApplication);

function renderPreview(role: Role, app: Partial<ApplicationDetail> = {}) {
  get.mockResolvedValue(completeApplication(app));
  return renderAt(<PreviewRoutes user={makeUser(role)} config={INDIVIDUAL_CONFIG} />, {
    route: '/application-preview/app-1',
    mount: '/application-preview',
  });
}

// jsdom has no scrollIntoView: a mock that records which element was brought into view.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});
beforeEach(() => jest.clearAllMocks());

/** The send button, then Yes in its confirmation. */
async function sendAndConfirm(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
}

describe('/application-preview/:id', () => {
  it('shows the application read-only with its number and status', async () => {
    renderPreview('rm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Preview' })).toBeInTheDocument();
    expect(screen.getByText('Application ID: AIF0000042')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Document Details' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('app-1');
  });

  it.each<[Role, Partial<ApplicationDetail>, string]>([
    ['rm', {}, 'Send to AIF Approver'],
    ['distributor', {}, 'Send to AIF Approver'],
    ['subdistributor', {}, 'Send to AIF Approver'],
    ['amcadmin', {}, 'Send to Investor'],
    ['rm', { hasPOA: true }, 'Send to POA Approver'],
    ['amcadmin', { hasPOA: true }, 'Send to POA Approver'],
  ])('%s with %j on a draft sees "%s"', async (role, app, label) => {
    renderPreview(role, app);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('offers no send button once the application has left draft', async () => {
    renderPreview('rm', { status: 'sent_to_amc_approver' });
    await screen.findByRole('heading', { level: 1, name: 'Application Preview' });
    expect(screen.queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it("shows the server's 400 message and what is missing, step by step, and stays", async () => {
    const message = REVIEW_MESSAGES.incompleteSteps(['FATCA', 'Bank Details', 'Document Details']);
    const errors = [
      { path: 'fatca.applicants.0.placeOfBirth', message: 'Place of Birth is required' },
      { path: 'bank-details.banks', message: 'Please verify default bank account' },
      { path: 'document-details.applicants.0.documents.0.file', message: 'Please upload PAN' },
      { path: 'document-details.applicants.0.documents.3.file', message: 'Please upload Bank Account Proof' },
    ];
    send.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'HTTP_ERROR', message, data: { message, errors } }),
    );
    renderPreview('rm');
    await sendAndConfirm('Send to AIF Approver');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const items = within(within(alert).getByRole('list', { name: 'What is missing' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'FATCA: Place of Birth is required',
      'Bank Details: Please verify default bank account',
      'Document Details: Please upload PAN; Please upload Bank Account Proof',
    ]);
    expect(currentPath()).toBe('/application-preview/app-1');
    // The message sits above the long page, the button under it: it is brought into view and focused.
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(alert);
    expect(alert).toHaveFocus();
  });

  it('shows a refusal without a list as its message alone', async () => {
    const message = "This action is not allowed at the application's current status";
    send.mockRejectedValueOnce(new ApiError({ status: 409, code: 'HTTP_ERROR', message, data: { message } }));
    renderPreview('rm');
    await sendAndConfirm('Send to AIF Approver');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks first, naming the action and the application, and sends nothing when the user declines', async () => {
    renderPreview('distributor');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to AIF Approver' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(
      within(dialog).getByText(REVIEW_MESSAGES.sendConfirm('AIF0000042', 'Send to AIF Approver')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Send application AIF0000042 to the AIF approver?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once confirmed, says so in plain words and opens the list', async () => {
    send.mockResolvedValueOnce({
      message: REVIEW_MESSAGES.sent('AIF0000042', 'Send to AIF Approver'),
      id: 'app-1',
      applicationNumber: 'AIF0000042',
      status: 'sent_to_amc_approver',
    });
    renderPreview('distributor');
    await sendAndConfirm('Send to AIF Approver');
    await waitFor(() => expect(currentPath()).toBe('/applications'));
    expect(send).toHaveBeenCalledWith('app-1');
    expect(
      await screen.findByText('Application AIF0000042 was sent to the AIF approver'),
    ).toBeInTheDocument();
  });

  it('shows no Document Declaration the wizard never asked for', async () => {
    // The declaration belongs to the msar signed-documents upload, not to any wizard step.
    renderPreview('rm', { documentDeclaration: false });
    await screen.findByRole('heading', { name: 'Document Details' });
    expect(screen.queryByText('Document Declaration')).not.toBeInTheDocument();
  });

  it('edits a step in the wizard with the application in the router state', async () => {
    renderPreview('rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nominee Details' }));
    expect(currentPath()).toBe('/application/nominee-details');
    expect(currentState()).toEqual({ id: 'app-1', applicant1ReferenceId: 'ref-1' });
  });

  it('downloads the PDF named by the application number', async () => {
    renderPreview('rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(downloadApplicationPdf).toHaveBeenCalledWith('app-1', 'AIF0000042');
  });

  it('shows why the application cannot be loaded', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'Application not found' }),
    );
    renderAt(<PreviewRoutes user={makeUser('rm')} config={INDIVIDUAL_CONFIG} />, {
      route: '/application-preview/app-9',
      mount: '/application-preview',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
  });
});
