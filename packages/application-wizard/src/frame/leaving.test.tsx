import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requestLeave } from '@aif/ui-kit';
import { currentPath } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, updateApplication } from '../api';
import { SaveFailureBar, StepActions } from '../step-kit/StepActions';
import { FieldGrid, StepCard } from '../step-kit/StepCard';
import { TextInputField, useStepForm } from '../step-kit/fields';
import { INDIVIDUAL_ROUTES } from '../testing/config';
import { renderWizard, useMobileWidth, wizardApplication } from '../testing/wizard';
import type { WizardConfig } from './routes';
import { LEAVE_UNSAVED } from './WizardFrame';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  getApplication: jest.fn(),
  updateApplication: jest.fn(),
  getCountries: jest.fn().mockResolvedValue([]),
  getBrokers: jest.fn().mockResolvedValue([]),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));

const schema = z.object({ email: z.string() });

/** A step with one field, as the real steps build theirs. */
function ContactForm() {
  const { form, submit } = useStepForm<z.input<typeof schema>, unknown>('contact-details', schema, {
    email: 'a@b.in',
  });
  return (
    <StepCard title="Contact Details">
      <SaveFailureBar />
      <FieldGrid>
        <TextInputField control={form.control} name="email" label="Email" />
      </FieldGrid>
      <StepActions slug="contact-details" onSave={(saveType) => void submit(saveType)} />
    </StepCard>
  );
}

const CONFIG: WizardConfig = {
  flow: 'individual',
  routes: INDIVIDUAL_ROUTES,
  forms: { 'contact-details': ContactForm },
};

beforeEach(() => {
  sessionStorage.clear();
  useMobileWidth(false);
  const app = wizardApplication({ currentStep: 9 });
  jest.mocked(getApplication).mockResolvedValue(app);
  jest.mocked(updateApplication).mockResolvedValue(app);
});

/** Whether the page would ask before a reload (the frame's `beforeunload`): the edit is registered. */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openWithEdit() {
  renderWizard('/application/contact-details', { config: CONFIG });
  const email = await screen.findByRole('textbox', { name: 'Email' });
  await userEvent.type(email, 'x');
  // The form reports its edit to the frame after it renders: wait for that before leaving.
  await waitFor(() => expect(asksBeforeUnload()).toBe(true));
  return email;
}

// A loaded machine may take more than the default second to open it.
// jsdom's focus handling can leave the dialog marked hidden for a moment after it opens (a real browser
// moves focus into it): the query and its buttons do not depend on that.
const leaveDialog = async () => {
  const message = await screen.findByText(LEAVE_UNSAVED.message, {}, { timeout: 5000 });
  const dialog = message.closest<HTMLElement>('[role="alertdialog"]');
  expect(dialog).not.toBeNull();
  expect(within(dialog!).getByText(LEAVE_UNSAVED.title)).toBeInTheDocument();
  return dialog!;
};
const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name, hidden: true });

describe('leaving a step with unsaved edits asks first', () => {
  it('the stepper asks; Stay keeps the edit, Leave goes', async () => {
    const email = await openWithEdit();
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    await userEvent.click(within(nav).getByRole('button', { name: /Distributor Details/ }));
    const dialog = await leaveDialog();
    await userEvent.click(button(dialog, 'Stay'));
    expect(currentPath()).toBe('/application/contact-details');
    expect(email).toHaveValue('a@b.inx');

    await userEvent.click(within(nav).getByRole('button', { name: /Distributor Details/ }));
    await userEvent.click(button(await leaveDialog(), 'Leave'));
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
  });

  it('Back asks too', async () => {
    await openWithEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(button(await leaveDialog(), 'Leave'));
    await waitFor(() => expect(currentPath()).toBe('/applications'));
  });

  it('the step menu on a phone asks', async () => {
    useMobileWidth(true);
    await openWithEdit();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Step' }), 'distributor-details');
    await userEvent.click(button(await leaveDialog(), 'Stay'));
    expect(currentPath()).toBe('/application/contact-details');
  });

  it("the shell's links and Logout ask (requestLeave); an untouched step lets them go", async () => {
    const email = await openWithEdit();
    const proceed = jest.fn();
    act(() => requestLeave(proceed));
    await userEvent.click(button(await leaveDialog(), 'Stay'));
    expect(proceed).not.toHaveBeenCalled();
    expect(email).toHaveValue('a@b.inx');

    act(() => requestLeave(proceed));
    await userEvent.click(button(await leaveDialog(), 'Leave'));
    expect(proceed).toHaveBeenCalledTimes(1);
  });

  it('a reload or closing the tab asks while edits are unsaved, not before', async () => {
    renderWizard('/application/contact-details', { config: CONFIG });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const unload = asksBeforeUnload;
    expect(unload()).toBe(false);
    await userEvent.type(email, 'x');
    expect(unload()).toBe(true);
  });

  it('saving never asks', async () => {
    await openWithEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).not.toBe('/application/contact-details'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an untouched step leaves without asking', async () => {
    renderWizard('/application/contact-details', { config: CONFIG });
    await screen.findByRole('textbox', { name: 'Email' });
    const proceed = jest.fn();
    requestLeave(proceed);
    expect(proceed).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Distributor Details/ }));
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

it("moves focus to the new step's heading after a step change", async () => {
  renderWizard('/application/contact-details', { config: CONFIG });
  await screen.findByRole('textbox', { name: 'Email' });
  await userEvent.click(screen.getByRole('button', { name: /Distributor Details/ }));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Distributor Details' });
  await waitFor(() => expect(heading).toHaveFocus());
});
