import { screen, waitFor } from '@testing-library/react';
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

beforeEach(() => jest.clearAllMocks());

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

  it("shows the server's 400 message (what is missing) and stays", async () => {
    const message = REVIEW_MESSAGES.missingDocuments(['PAN', 'Investor Signature']);
    send.mockRejectedValueOnce(new ApiError({ status: 400, code: 'HTTP_ERROR', message }));
    renderPreview('rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to AIF Approver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentPath()).toBe('/application-preview/app-1');
  });

  it('sends, shows the toast and opens the list', async () => {
    send.mockResolvedValueOnce({
      message: REVIEW_MESSAGES.sent('AIF0000042', 'Send to AIF Approver'),
      id: 'app-1',
      applicationNumber: 'AIF0000042',
      status: 'sent_to_amc_approver',
    });
    renderPreview('distributor');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to AIF Approver' }));
    await waitFor(() => expect(currentPath()).toBe('/applications'));
    expect(send).toHaveBeenCalledWith('app-1');
    expect(
      await screen.findByText('Application AIF0000042 - Send to AIF Approver done successfully'),
    ).toBeInTheDocument();
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
