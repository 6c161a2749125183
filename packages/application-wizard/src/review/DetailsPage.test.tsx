import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import {
  MESSAGES,
  REVIEW_MESSAGES,
  type ApplicationDetail,
  type ApplicationStatus,
  type Role,
} from '@aif/contracts';
import { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import {
  approveApplication,
  downloadApplicationPdf,
  downloadSignedPdf,
  getApplicationDetail,
  rejectApplication,
  uploadSignedDocuments,
  uploadSignedFile,
} from '../api';
import { completeApplication } from '../testing/application';
import { INDIVIDUAL_CONFIG } from '../testing/config';
import { fieldValue } from '../testing/view';
import { DetailsRoutes } from './ReviewRoutes';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  approveApplication: jest.fn(),
  rejectApplication: jest.fn(),
  uploadSignedFile: jest.fn(),
  uploadSignedDocuments: jest.fn(),
  getApplicationDetail: jest.fn(),
  downloadApplicationPdf: jest.fn().mockResolvedValue(undefined),
  downloadSignedPdf: jest.fn().mockResolvedValue(undefined),
}));

const get = jest.mocked(getApplicationDetail);

function renderDetails(
  role: Role,
  app: Partial<ApplicationDetail> = {},
  route = '/application-details/app-1',
) {
  get.mockResolvedValue(completeApplication(app));
  return renderAt(<DetailsRoutes user={makeUser(role)} config={INDIVIDUAL_CONFIG} />, {
    route,
    mount: '/application-details',
  });
}

const loaded = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => jest.clearAllMocks());

describe('/application-details/:id', () => {
  it.each<[Role, ApplicationStatus, boolean]>([
    ['poaapprover', 'sent_to_poa_approver', true],
    ['amcapprover', 'sent_to_amc_approver', true],
    ['amcapprover', 'sent_to_poa_approver', false],
    ['poaapprover', 'sent_to_amc_approver', false],
    ['amcapprover', 'sent_to_applicant1', false],
    ['rm', 'sent_to_amc_approver', false],
    ['amcadmin', 'draft', false],
  ])('%s at %s: Approve and Reject shown = %s (else Done)', async (role, status, decides) => {
    renderDetails(role, { status });
    await loaded();
    expect(!!screen.queryByRole('button', { name: 'Approve' })).toBe(decides);
    expect(!!screen.queryByRole('button', { name: 'Reject' })).toBe(decides);
    expect(!!screen.queryByRole('button', { name: 'Done' })).toBe(!decides);
  });

  it.each<Role>(['fundmanager', 'trustee'])(
    '%s reads the application before signing: no Approve, Reject or Edit, Done goes to its list',
    async (role) => {
      renderDetails(role, { status: 'approved_by_applicant1' });
      await loaded();
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(currentPath()).toBe('/applications-list');
    },
  );

  it('Done takes the role back to its list', async () => {
    renderDetails('rm', { status: 'sent_to_amc_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(currentPath()).toBe('/applications');
  });

  it('the AIF approver edits in /investment-details/edit-application with the application in the state', async () => {
    renderDetails('amcapprover', { status: 'sent_to_amc_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(currentPath()).toBe('/investment-details/edit-application/distributor-details');
    expect(currentState()).toEqual({ id: 'app-1', applicant1ReferenceId: 'ref-1' });
  });

  it('approves after confirmation, then shows the toast and the approver list', async () => {
    jest.mocked(approveApplication).mockResolvedValueOnce({
      message: REVIEW_MESSAGES.approved('AIF0000042'),
      id: 'app-1',
      applicationNumber: 'AIF0000042',
      status: 'sent_to_applicant1',
    });
    renderDetails('amcapprover', { status: 'sent_to_amc_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
    await waitFor(() => expect(currentPath()).toBe('/applications-list'));
    expect(approveApplication).toHaveBeenCalledWith('app-1');
    expect(await screen.findByText('Application AIF0000042 approved successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal of an approval (the plan has no signer) and stays", async () => {
    const message = REVIEW_MESSAGES.planSignersMissing(['Trustee']);
    jest
      .mocked(approveApplication)
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'HTTP_ERROR', message, data: { message } }));
    renderDetails('amcapprover', { status: 'sent_to_amc_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentPath()).toBe('/application-details/app-1');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('rejects only with a reason of at most 1,024 characters', async () => {
    jest.mocked(rejectApplication).mockResolvedValueOnce({
      message: REVIEW_MESSAGES.rejected('AIF0000042'),
      id: 'app-1',
      applicationNumber: 'AIF0000042',
      status: 'rejected',
    });
    renderDetails('poaapprover', { status: 'sent_to_poa_approver' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const reject = within(dialog).getByRole('button', { name: 'Reject', hidden: true });
    await userEvent.click(reject);
    expect(await within(dialog).findByText(MESSAGES.rejectReasonRequired)).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: /Reason for rejection/, hidden: true });
    fireEvent.change(box, { target: { value: 'x'.repeat(1025) } });
    await userEvent.click(reject);
    expect(await within(dialog).findByText(REVIEW_MESSAGES.rejectReasonTooLong)).toBeInTheDocument();
    expect(rejectApplication).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '  PAN copy is unreadable ' } });
    await userEvent.click(reject);
    await waitFor(() => expect(currentPath()).toBe('/applications-list'));
    expect(rejectApplication).toHaveBeenCalledWith('app-1', 'PAN copy is unreadable');
  });

  it('shows the rejection reason, role and time', async () => {
    renderDetails('rm', {
      status: 'rejected',
      rejectedReason: 'PAN copy is unreadable',
      rejectedByRole: 'amcapprover',
      rejectedAt: '2026-02-01T06:30:00.000Z',
    });
    await loaded();
    expect(fieldValue('Reason for Rejection')).toBe('PAN copy is unreadable');
    expect(fieldValue('Rejected By')).toBe('AIF Approver');
    expect(fieldValue('Rejected On')).toBe('01/02/2026 12:00 PM');
  });

  it('downloads the PDF, and offers the signed PDF only once there is one', async () => {
    renderDetails('rm', { status: 'sent_to_applicant1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(downloadApplicationPdf).toHaveBeenCalledWith('app-1', 'AIF0000042');
    expect(screen.queryByRole('button', { name: 'Download Signed PDF' })).not.toBeInTheDocument();
  });

  it('downloads the signed PDF of a signed application', async () => {
    renderDetails('rm', { status: 'signed' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Signed PDF' }));
    expect(downloadSignedPdf).toHaveBeenCalledWith('app-1', 'AIF0000042');
  });
});

describe('msar signed documents', () => {
  const msar = {
    status: 'approved_by_amc_approver' as const,
    fundType: 'msar' as const,
    scheme: { id: 's-2', schemeName: 'MSAR Fund', fundType: 'msar' as const },
  };
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  it('is offered to staff at approved_by_amc_approver, not to approvers nor for other funds', async () => {
    renderDetails('amcapprover', msar);
    await loaded();
    expect(
      screen.queryByText('Action Required: Download and Upload Signed Documents'),
    ).not.toBeInTheDocument();
  });

  it('checks the slots in order, then the declaration, and completes the application', async () => {
    const upload = jest.mocked(uploadSignedFile);
    upload.mockImplementation(async (file) => ({
      id: `id-${file.name}`,
      name: file.name,
      url: `/api/files/files/${file.name}`,
    }));
    jest.mocked(uploadSignedDocuments).mockResolvedValueOnce({
      message: 'Signed documents uploaded successfully',
      status: 'completed',
      signedDocuments: [],
    });
    renderDetails('rm', msar, '/application-details/app-1/upload-signed-documents');
    const section = await screen.findByRole('region', {
      name: 'Action Required: Download and Upload Signed Documents',
    });
    const scope = within(section);
    expect(scope.getByRole('button', { name: 'Download Approved Application' })).toBeInTheDocument();
    const submit = scope.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    expect(await scope.findByRole('alert')).toHaveTextContent(MESSAGES.selectAdmissionDeed);

    const inputs = section.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(3);
    await userEvent.upload(inputs[0]!, pdf('deed.pdf'));
    await scope.findByText('deed.pdf');
    await userEvent.click(submit);
    expect(await scope.findByRole('alert')).toHaveTextContent(MESSAGES.selectConsentForm);
    await userEvent.upload(inputs[1]!, pdf('consent.pdf'));
    await scope.findByText('consent.pdf');
    await userEvent.click(submit);
    expect(await scope.findByRole('alert')).toHaveTextContent(MESSAGES.selectPoa);
    await userEvent.upload(inputs[2]!, pdf('poa.pdf'));
    await scope.findByText('poa.pdf');
    await userEvent.click(submit);
    expect(await scope.findByRole('alert')).toHaveTextContent(MESSAGES.selectDocumentDeclaration);

    await userEvent.click(scope.getByRole('checkbox'));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(uploadSignedDocuments).toHaveBeenCalledWith('app-1', {
        documentDeclaration: true,
        signedDocuments: [
          { documentType: 'admission_deed', documentName: 'Admission Deed', file: { id: 'id-deed.pdf' } },
          { documentType: 'consent_form', documentName: 'Consent Form', file: { id: 'id-consent.pdf' } },
          { documentType: 'poa', documentName: 'POA', file: { id: 'id-poa.pdf' } },
        ],
      }),
    );
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'admission_deed');
    expect(await screen.findByText('Signed documents uploaded successfully')).toBeInTheDocument();
  });

  it('once completed, the upload route reads as the details page', async () => {
    renderDetails(
      'rm',
      { ...msar, status: 'completed' },
      '/application-details/app-1/upload-signed-documents',
    );
    expect(await loaded()).toHaveTextContent('Application Details');
    expect(
      screen.queryByText('Action Required: Download and Upload Signed Documents'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contributor Details' })).toBeInTheDocument();
  });

  it('shows the Document Declaration once the signed documents are uploaded with it', async () => {
    const file = { id: 'f-1', name: 'deed.pdf', url: '/api/files/files/f-1' };
    renderDetails('rm', {
      ...msar,
      status: 'completed',
      documentDeclaration: true,
      signedDocuments: [{ documentType: 'admission_deed', documentName: 'Admission Deed', file }],
    });
    await loaded();
    expect(screen.getByText('Document Declaration')).toBeInTheDocument();
  });

  it('shows no Document Declaration for an msar application before its upload', async () => {
    renderDetails('amcapprover', { ...msar, status: 'sent_to_amc_approver', documentDeclaration: false });
    await loaded();
    expect(screen.queryByText('Document Declaration')).not.toBeInTheDocument();
  });

  it('offers no "Download Signed PDF" for a fund signed on paper', async () => {
    renderDetails('rm', msar);
    await loaded();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Signed PDF' })).not.toBeInTheDocument();
  });

  it('downloads the approved application from the upload page', async () => {
    renderDetails('distributor', msar);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Approved Application' }));
    expect(downloadApplicationPdf).toHaveBeenCalledWith('app-1', 'AIF0000042');
  });
});
