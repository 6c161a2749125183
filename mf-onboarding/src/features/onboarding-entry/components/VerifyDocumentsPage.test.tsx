import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@aif/contracts';
import { currentPath, currentState } from '../../../testing/render';
import { createApplication } from '../api/create-application';
import { uploadDocument } from '../api/upload-document';
import { ENTITY_VERIFICATION, application, renderOnboarding, seedFlow } from '../test-utils';

jest.mock('../api/upload-document');
jest.mock('../api/create-application');
const upload = jest.mocked(uploadDocument);
const create = jest.mocked(createApplication);

const ROUTE = '/onboarding/verify-documents';
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const fileInput = (label: RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input[type="file"]' });

beforeEach(() => {
  upload.mockReset();
  create.mockReset();
  seedFlow({ verification: { ...ENTITY_VERIFICATION }, entityApplicantToken: 'entity-token' });
});

it('asks for the board resolution and the list of authorised signatories', async () => {
  renderOnboarding(ROUTE);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Onboard Non Individual Investor' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload Board Resolution' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload List of Authorised Signatories' })).toBeInTheDocument();
});

it('needs both documents before Proceed', async () => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await user.click(await screen.findByRole('button', { name: 'Proceed' }));
  expect(await screen.findByText(MESSAGES.uploadDocument('Board Resolution'))).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.uploadDocument('List of Authorised Signatories'))).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

it('uploads both, creates the application with them and opens the non-individual wizard', async () => {
  const user = userEvent.setup();
  upload.mockImplementation(async (file, documentType) => ({
    id: `${documentType}-id`,
    name: file.name,
    url: `/api/files/files/${documentType}-id`,
  }));
  create.mockResolvedValue(
    application({ id: 'app-5', applicant1ReferenceId: 'ref-5', applicationType: 'non_individual' }),
  );
  renderOnboarding(ROUTE);
  await screen.findByRole('button', { name: 'Proceed' });
  await user.upload(fileInput(/^Board Resolution/), pdf('board.pdf'));
  expect(await screen.findByText('board.pdf')).toBeInTheDocument();
  await user.upload(fileInput(/^List of Authorised Signatories/), pdf('signatories.pdf'));
  expect(await screen.findByText('signatories.pdf')).toBeInTheDocument();
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'board_resolution');
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'authorised_signatories_list');

  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  await waitFor(() => expect(currentPath()).toBe('/non-individual-application/distributor-details'));
  expect(create).toHaveBeenCalledWith({
    applicantVerificationToken: 'entity-token',
    onboardingType: 'normal',
    hasPOA: false,
    documents: {
      boardResolutionFileId: 'board_resolution-id',
      authorisedSignatoriesFileId: 'authorised_signatories_list-id',
    },
  });
  expect(currentState()).toEqual({
    id: 'app-5',
    applicant1ReferenceId: 'ref-5',
    applicationType: 'non_individual',
  });
});

it("shows the upload's refusal at the field", async () => {
  const user = userEvent.setup();
  upload.mockRejectedValue(new Error(MESSAGES.passwordProtectedPdf));
  renderOnboarding(ROUTE);
  await screen.findByRole('button', { name: 'Proceed' });
  await user.upload(fileInput(/^Board Resolution/), pdf('locked.pdf'));
  expect(await screen.findByText(MESSAGES.passwordProtectedPdf)).toBeInTheDocument();
});
