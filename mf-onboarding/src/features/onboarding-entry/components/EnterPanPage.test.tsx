import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { currentPath, currentState, makeUser } from '../../../testing/render';
import { acknowledgeAmlCheck } from '../api/acknowledge-aml-check';
import { createApplication } from '../api/create-application';
import { enablePoa } from '../api/enable-poa';
import { verifyPan } from '../api/verify-pan';
import { DATA_NOT_FOUND_NEXT_STEP, RESTART_NOTICE } from '../lib/messages';
import { apiError, application, fillPan, renderOnboarding, verifyPanAnswer } from '../test-utils';

jest.mock('../api/verify-pan');
jest.mock('../api/acknowledge-aml-check');
jest.mock('../api/enable-poa');
jest.mock('../api/create-application');
jest.mock('../api/add-applicant');
const verify = jest.mocked(verifyPan);
const acknowledge = jest.mocked(acknowledgeAmlCheck);
const poa = jest.mocked(enablePoa);
const create = jest.mocked(createApplication);

const ADULT_DOB = '01/01/1990';
const panBox = () => screen.getByRole('textbox', { name: /^PAN/ });
const dateBox = () => screen.getByRole('combobox', { name: /Date of (Birth|Incorporation)/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verify PAN' }));

/**
 * Inside a dialog found by its role and name. jsdom only: Fluent's focus manager can mark a freshly opened
 * dialog aria-hidden on a loaded machine, so its contents are looked up with `hidden` (the browser tests
 * check the same dialogs through the accessibility tree).
 */
const inDialog = (dialog: HTMLElement) => ({
  button: (name: string) => within(dialog).findByRole('button', { name, hidden: true }),
  textbox: (name: RegExp) => within(dialog).findByRole('textbox', { name, hidden: true }),
  checkbox: (name: RegExp) => within(dialog).findByRole('checkbox', { name, hidden: true }),
});

beforeEach(() => {
  verify.mockReset();
  acknowledge.mockReset();
  poa.mockReset();
  create.mockReset();
});

/**
 * The AML dialog, found from its title's text rather than its accessible name: on a loaded machine
 * Fluent can leave a freshly opened dialog aria-hidden, or not yet labelled by its title, for a moment.
 */
async function amlDialog(): Promise<HTMLElement> {
  const title = await screen.findByText(MESSAGES.amlCheckFailedLabel);
  const dialog = title.closest<HTMLElement>('[role="alertdialog"]');
  expect(dialog).not.toBeNull();
  return dialog!;
}

describe('the PAN page', () => {
  it('opens by default, titled "Onboard Investor", with PAN, date of birth, Minor and POA', async () => {
    renderOnboarding('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeInTheDocument();
    expect(currentPath()).toBe('/onboarding/enter-pan-number');
    expect(panBox()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Date of Birth/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Minor' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'POA' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Onboarding steps' })).toBeInTheDocument();
  });

  it('tells the AIF approver it adds joint holders only, with no PAN form for a new application', async () => {
    renderOnboarding('/onboarding', { user: makeUser('amcapprover') });
    expect(await screen.findByText(ONBOARDING_MESSAGES.approverCannotCreate)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^PAN/ })).toBeNull();
  });

  it('upper-cases the PAN as typed and keeps at most 10 characters', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillPan(user, 'abcpe1234fzz');
    expect(panBox()).toHaveValue('ABCPE1234F');
  });

  it('asks for the PAN and the date of birth', async () => {
    renderOnboarding();
    await screen.findByRole('textbox', { name: /^PAN/ });
    await submit();
    expect(await screen.findByText(MESSAGES.panRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.dobRequired)).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it.each([
    ['ABCPE', MESSAGES.panLength],
    ['ABCPE12345', MESSAGES.panInvalid],
    ['ABCP11234F', MESSAGES.panInvalid],
  ])('refuses the PAN %s with "%s"', async (pan, message) => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillPan(user, pan, ADULT_DOB);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('accepts only an individual PAN for a minor', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillPan(user, 'AAACB1234C', ADULT_DOB);
    await user.click(screen.getByRole('checkbox', { name: 'Minor' }));
    await submit();
    expect(await screen.findByText(MESSAGES.panInvalid)).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('needs an adult for an individual PAN', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    const typed = `01/01/${tenYearsAgo.getFullYear()}`;
    await fillPan(user, 'ABCPE1234F', typed);
    await submit();
    expect(await screen.findByText(MESSAGES.ageAbove18)).toBeInTheDocument();
  });

  it('takes the age message off the date once Minor answers it', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    await fillPan(user, 'ABCPE1234F', `01/01/${tenYearsAgo.getFullYear()}`);
    await submit();
    expect(await screen.findByText(MESSAGES.ageAbove18)).toBeInTheDocument();
    // The rule depends on Minor: ticking it corrects the value the message was about.
    await user.click(screen.getByRole('checkbox', { name: 'Minor' }));
    expect(screen.queryByText(MESSAGES.ageAbove18)).not.toBeInTheDocument();
  });

  it.each([
    ['31/02/1990', MESSAGES.dateInvalid],
    ['01/01/2999', 'Future dates are not allowed'],
  ])('refuses the date %s', async (typed, message) => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillPan(user, 'ABCPE1234F', typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await submit();
    expect(verify).not.toHaveBeenCalled();
  });

  it('labels the date "Date of Incorporation" for an entity PAN and hides POA', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await fillPan(user, 'AAAC');
    expect(screen.getByRole('combobox', { name: /Date of Incorporation/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Onboard Non Individual Investor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'POA' })).not.toBeInTheDocument();
  });

  it('verifies the PAN and goes on to the mobile number for an individual', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer());
    renderOnboarding();
    await fillPan(user, 'abcpe1234f', ADULT_DOB);
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-mobile-number'));
    expect(verify).toHaveBeenCalledWith({ pan: 'ABCPE1234F', dob: '1990-01-01', onboardingType: 'normal' });
  });

  it('sends a minor onboarding as such', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer());
    renderOnboarding();
    await fillPan(user, 'ABCPE1234F', ADULT_DOB);
    await user.click(screen.getByRole('checkbox', { name: 'Minor' }));
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-mobile-number'));
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ onboardingType: 'minor' }));
  });

  it('sends an entity on to its e-mail', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer({ investorKind: 'non_individual' }));
    renderOnboarding();
    await fillPan(user, 'AAACB1234C', '15/08/2020');
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-email-id'));
  });

  it('goes straight on for a POA: enable-poa, create, and the individual wizard', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer());
    poa.mockResolvedValue({
      applicantVerificationToken: 'applicant-token',
      expiresAt: '2030-01-01T00:00:00Z',
    });
    create.mockResolvedValue(application({ id: 'app-9', applicant1ReferenceId: 'ref-9' }));
    renderOnboarding();
    await fillPan(user, 'ABCPE1234F', ADULT_DOB);
    await user.click(screen.getByRole('checkbox', { name: 'POA' }));
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ hasPOA: true }));
    expect(poa).toHaveBeenCalledWith({ panVerificationToken: 'pan-token', powerOfAttorney: true });
    expect(create).toHaveBeenCalledWith({
      applicantVerificationToken: 'applicant-token',
      onboardingType: 'normal',
      hasPOA: true,
    });
    expect(currentState()).toEqual({ id: 'app-9', applicant1ReferenceId: 'ref-9' });
  });

  it('shows "Data Not Found" from the registry', async () => {
    const user = userEvent.setup();
    verify.mockRejectedValue(apiError(404, MESSAGES.dataNotFound));
    renderOnboarding();
    await fillPan(user, 'ABCPE0000F', ADULT_DOB);
    await submit();
    expect(await screen.findByText(MESSAGES.dataNotFound)).toBeInTheDocument();
    // Beside the registry's words, what to do next.
    expect(screen.getByText(DATA_NOT_FOUND_NEXT_STEP)).toBeInTheDocument();
    expect(currentPath()).toBe('/onboarding/enter-pan-number');
  });

  it('offers "Enter another PAN" when the details cannot be verified, and clears the form', async () => {
    const user = userEvent.setup();
    verify.mockRejectedValue(apiError(422, MESSAGES.unableToVerify));
    renderOnboarding();
    await fillPan(user, 'ERRPE1234F', ADULT_DOB);
    await submit();
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText(MESSAGES.unableToVerify)).toBeInTheDocument();
    await user.click(await inDialog(dialog).button('Enter another PAN'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(panBox()).toHaveValue('');
    expect(dateBox()).toHaveValue('');
  });

  it('asks for comments and an acknowledgement when the AML check fails, then continues', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(
      verifyPanAnswer({
        amlCheck: false,
        amlData: {
          system_match: [{ FURTHER_INFORMATION: 'Listed on a sanctions list', EXTERNAL_SOURCES: 'OFAC' }],
        },
      }),
    );
    acknowledge.mockResolvedValue({ message: 'AML check acknowledged' });
    renderOnboarding();
    await fillPan(user, 'AMLPA1234B', ADULT_DOB);
    await submit();

    const dialog = await amlDialog();
    expect(within(dialog).getByText('Listed on a sanctions list')).toBeInTheDocument();
    expect(within(dialog).getByText('OFAC')).toBeInTheDocument();
    await user.click(await inDialog(dialog).button('Submit'));
    expect(await within(dialog).findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(acknowledge).not.toHaveBeenCalled();

    await user.type(await inDialog(dialog).textbox(/Comments/), 'Name match only');
    await user.click(await inDialog(dialog).checkbox(/acknowledge/i));
    await user.click(await inDialog(dialog).button('Submit'));
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-mobile-number'));
    expect(acknowledge).toHaveBeenCalledWith({
      panVerificationToken: 'pan-token',
      amlComments: 'Name match only',
      amlAcknowledgement: true,
    });
  });

  it('limits the AML comments to 1024 characters', async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer({ amlCheck: false, amlData: { system_match: [{}] } }));
    renderOnboarding();
    await fillPan(user, 'AMLPA1234B', ADULT_DOB);
    await submit();
    const dialog = await amlDialog();
    const comments = await inDialog(dialog).textbox(/Comments/);
    expect(comments).toHaveAttribute('maxLength', '1024');
  });
});

describe('adding a joint holder', () => {
  it.each([
    ['navigation state', '/onboarding', { applicationId: 'app-1' }],
    ['query', '/onboarding?applicationId=app-1', undefined],
  ])('is titled "Add Joint Holder" with the application id in the %s', async (_how, route, state) => {
    const user = userEvent.setup();
    verify.mockResolvedValue(verifyPanAnswer());
    renderOnboarding(route, { state });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Joint Holder' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Minor' })).not.toBeInTheDocument();
    // POA belongs to the application: the joint holder has no choice to make.
    expect(screen.queryByRole('checkbox', { name: 'POA' })).not.toBeInTheDocument();
    await fillPan(user, 'ABCPE1234F', ADULT_DOB);
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-mobile-number?applicationId=app-1'));
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 'app-1' }));
  });

  it("joins a POA application's joint holder under its POA, without contact details", async () => {
    const user = userEvent.setup();
    verify.mockResolvedValue({ ...verifyPanAnswer(), applicationHasPOA: true });
    poa.mockResolvedValue({ applicantVerificationToken: 'applicant-token' } as Awaited<
      ReturnType<typeof enablePoa>
    >);
    renderOnboarding('/onboarding', { state: { applicationId: 'app-1' } });
    await fillPan(user, 'ABCPE1234F', ADULT_DOB);
    await submit();
    await waitFor(() =>
      expect(poa).toHaveBeenCalledWith({ panVerificationToken: 'pan-token', powerOfAttorney: true }),
    );
    expect(verify).toHaveBeenCalledWith(expect.not.objectContaining({ hasPOA: true }));
    expect(currentPath()).not.toBe('/onboarding/enter-mobile-number?applicationId=app-1');
  });

  it("shows the server's duplicate PAN message at the PAN", async () => {
    const user = userEvent.setup();
    verify.mockRejectedValue(apiError(400, MESSAGES.panDuplicateApplicant));
    renderOnboarding('/onboarding', { state: { applicationId: 'app-1' } });
    await fillPan(user, 'ABCPE1234F', ADULT_DOB);
    await submit();
    expect(await screen.findByText(MESSAGES.panDuplicateApplicant)).toBeInTheDocument();
  });
});

describe('layout and leaving', () => {
  it('gives the AIF approver a single card without the list of steps', async () => {
    renderOnboarding('/onboarding', { user: makeUser('amcapprover') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).not.toBeInTheDocument();
  });

  it.each([
    ['rm', '/applications'],
    ['amcapprover', '/applications-list'],
  ] as const)('Cancel takes the %s to %s', async (role, path) => {
    renderOnboarding('/onboarding', { user: makeUser(role) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe(path);
  });

  it.each(['enter-mobile-number', 'enter-otp', 'enter-email-id', 'verify-documents'])(
    'sends a reloaded %s back to the PAN page with a message',
    async (step) => {
      renderOnboarding(`/onboarding/${step}`);
      expect(await screen.findByText(RESTART_NOTICE)).toBeInTheDocument();
      expect(currentPath()).toBe('/onboarding/enter-pan-number');
    },
  );

  it('keeps the joint-holder context across a reload', async () => {
    renderOnboarding('/onboarding/enter-otp?applicationId=app-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Joint Holder' })).toBeInTheDocument();
    expect(currentPath()).toBe('/onboarding/enter-pan-number?applicationId=app-1');
  });
});
