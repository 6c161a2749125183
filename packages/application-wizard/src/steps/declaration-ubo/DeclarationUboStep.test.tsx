import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Ubo, type UboDeclarationOption, type UboFetchResponse } from '@aif/contracts';
import { entityApplication } from '../../testing/entity';
import { renderStep } from '../../testing/render';
import { DeclarationUboStep } from './DeclarationUboStep';
import type { UboApi } from './ubo-api';

// Fluent leaves a dialog aria-hidden while another modal's closing motion runs (jsdom never ends it):
// queries after the AML pop-up closes pass `hidden: true`.
// The dialog's role queries run over a long form: a loaded two-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 8000 });

const MASTER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../server/mdms/uboTypeMaster.json'), 'utf8'),
) as UboDeclarationOption[];

const STORED: Ubo = {
  id: 'ubo-1',
  panNumber: 'ABCPK1234L',
  dob: '1980-05-01',
  name: 'Rohan Kapoor',
  identificationType: 'PAN',
  percentageOfBeneficialInterest: 40,
  countryOfTaxResidency: 'INDIA',
  cpUboCode: 'C01',
  placeAndCountryOfBirth: 'Mumbai, India',
  occupation: 'BUSINESS',
  gender: 'Male',
  nationality: 'INDIAN',
  fatherName: 'Vikram Kapoor',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'INDIA',
  pincode: '400020',
  discretionaryTrust: 'no',
  isActive: true,
  isFetchData: true,
  amlCheck: true,
  dataFetchedFromKra: false,
};

const fetched = (over: Partial<UboFetchResponse> = {}): UboFetchResponse => ({
  panNumber: 'XYZPS9876K',
  dob: '1985-02-02',
  lookedUp: true,
  dataFetched: true,
  message: MESSAGES.dataFetchedSuccessfully,
  data: {
    name: 'Priya Sharma',
    fatherName: 'Meera Sharma',
    gender: 'Female',
    address1: '5, Sea View Apartments',
    address3: 'Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'INDIA',
    pincode: '400020',
  },
  amlCheck: true,
  amlData: { system_match: [] },
  ...over,
});

function open(ubos: Ubo[] = [], over: Partial<UboApi> = {}) {
  const api: jest.Mocked<UboApi> = {
    getMaster: jest.fn().mockResolvedValue(MASTER),
    fetch: jest.fn().mockResolvedValue(fetched()),
    uploadProof: jest.fn(),
    ...over,
  } as jest.Mocked<UboApi>;
  const application = entityApplication({
    currentStep: 7,
    ubos,
    ubo_declaration_type: ubos.length ? 'none' : null,
  });
  const Step = () => <DeclarationUboStep api={api} />;
  return { ...renderStep(Step, { role: 'rm', application }), uboApi: api };
}

const combobox = (name: RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('combobox', { name, hidden: true });
const saveAndProceed = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }));

/** The UBO dialog (Fluent marks it hidden while its opening motion runs in jsdom). */
async function findUboDialog(): Promise<HTMLElement> {
  const title = await screen.findByText(/^(Add|Edit) Ultimate Benificiary Ownership/);
  return title.closest('[role="dialog"]') as HTMLElement;
}

async function typeIdAndDob(dialog: HTMLElement, pan: string, dob: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Taxpayer ID/, hidden: true }), pan);
  await userEvent.type(combobox(/^Date of Birth/, dialog), dob);
  await userEvent.tab();
}

describe('declaration-ubo step', () => {
  it('offers the values of the chosen type; others asks to specify; a new type clears them', async () => {
    open();
    const type = await waitFor(() => {
      const el = combobox(/^Declaration Type/);
      expect(within(el).getAllByRole('option')).toHaveLength(MASTER.length + 1);
      return el;
    });
    await userEvent.selectOptions(type, 'listed_company');
    await userEvent.selectOptions(combobox(/^Declaration Value/), 'others');
    const others = screen.getByRole('textbox', { name: /^Please Specify Others/ });
    await userEvent.type(others, 'Bourse');
    await userEvent.selectOptions(type, 'government_entity');
    expect(combobox(/^Declaration Value/)).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /^Please Specify Others/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(type, 'none');
    expect(screen.queryByRole('combobox', { name: /^Declaration Value/ })).not.toBeInTheDocument();
  });

  it("'none' needs a UBO: the message shows and nothing is saved", async () => {
    const { save } = open();
    await waitFor(() =>
      expect(within(combobox(/^Declaration Type/)).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await userEvent.selectOptions(combobox(/^Declaration Type/), 'none');
    await saveAndProceed();
    expect(await screen.findByText(MESSAGES.addUbo)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('adds a UBO: Fetch Data, registry fields locked, Fetch disabled once done, saved', async () => {
    const { save, uboApi } = open([STORED]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add UBO' }));
    const dialog = await findUboDialog();
    expect(within(dialog).queryByRole('textbox', { name: /^City/, hidden: true })).not.toBeInTheDocument();
    // The PAN already in the list is refused without a lookup.
    await typeIdAndDob(dialog, 'ABCPK1234L', '02/02/1985');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Data', hidden: true }));
    expect(await within(dialog).findByText(MESSAGES.uboTaxIdDuplicate)).toBeInTheDocument();
    expect(uboApi.fetch).not.toHaveBeenCalled();
    const pan = within(dialog).getByRole('textbox', { name: /^Taxpayer ID/, hidden: true });
    await userEvent.clear(pan);
    await userEvent.type(pan, 'XYZPS9876K');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Data', hidden: true }));
    await waitFor(() =>
      expect(uboApi.fetch).toHaveBeenCalledWith('app-1', {
        panNumber: 'XYZPS9876K',
        dob: '1985-02-02',
        name: '',
      }),
    );
    expect(await screen.findByText(MESSAGES.dataFetchedSuccessfully)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.amlCheckDone)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Name/, hidden: true });
    expect(name).toHaveValue('Priya Sharma');
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getAllByText('from KRA').length).toBeGreaterThan(3);
    expect(within(dialog).getByRole('button', { name: 'Fetch Data', hidden: true })).toBeDisabled();

    await userEvent.selectOptions(combobox(/^Identification Type/, dialog), 'PAN');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Percentage Of Beneficial Interest/, hidden: true }),
      '30',
    );
    await userEvent.selectOptions(combobox(/^CP\/UBO Code/, dialog), 'C02');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Place and Country of Birth/, hidden: true }),
      'Pune, India',
    );
    await userEvent.selectOptions(combobox(/^Occupation/, dialog), 'PROFESSIONAL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add', hidden: true }));
    await waitFor(() => expect(screen.queryByText(/^Add Ultimate Benificiary/)).not.toBeInTheDocument());
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('XYZPS9876K')).toBeInTheDocument();

    await saveAndProceed();
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [slug, request] = save.mock.calls[0]!;
    expect(slug).toBe('declaration-ubo');
    expect(request!.data).toMatchObject({
      uboDeclarationType: 'none',
      ubos: [
        { id: 'ubo-1' },
        { panNumber: 'XYZPS9876K', name: 'Priya Sharma', isFetchData: true, amlCheck: true },
      ],
    });
  });

  it('editing: a changed date of birth asks for a new fetch; the stored PAN and date need no lookup', async () => {
    const { uboApi } = open([STORED]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rohan Kapoor' }));
    const dialog = await findUboDialog();
    const hidden = { hidden: true };
    const city = () => within(dialog).queryByRole('textbox', { name: /^City/, ...hidden });
    await waitFor(() => expect(city()).toHaveValue('Mumbai'));
    const fetchButton = within(dialog).getByRole('button', { name: 'Fetch Data', ...hidden });
    expect(fetchButton).toBeDisabled();
    const dob = within(dialog).getByRole('combobox', { name: /^Date of Birth/, ...hidden });
    await userEvent.clear(dob);
    await userEvent.type(dob, '02/05/1980');
    await userEvent.tab();
    await waitFor(() => expect(fetchButton).toBeEnabled());
    expect(city()).not.toBeInTheDocument();
    await userEvent.clear(dob);
    await userEvent.type(dob, '01/05/1980');
    await userEvent.tab();
    await userEvent.click(fetchButton);
    await waitFor(() => expect(city()).toHaveValue('Mumbai'));
    expect(uboApi.fetch).not.toHaveBeenCalled();
  });

  it('a failed AML check asks for comments and an acknowledgement before the fields appear', async () => {
    open([], {
      fetch: jest.fn().mockResolvedValue(
        fetched({
          amlCheck: false,
          amlData: { system_match: [{ FURTHER_INFORMATION: 'Watch list', EXTERNAL_SOURCES: 'Sanctions' }] },
        }),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add UBO' }));
    const dialog = await findUboDialog();
    await typeIdAndDob(dialog, 'AMLPS9876K', '02/02/1985');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Data', hidden: true }));
    expect(await screen.findByText(MESSAGES.amlCheckFailed)).toBeInTheDocument();
    const pop = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(pop).getByText(MESSAGES.panAmlFailed)).toBeInTheDocument();
    await userEvent.click(within(pop).getByRole('button', { name: 'Submit', hidden: true }));
    expect(within(pop).getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(within(dialog).queryByRole('textbox', { name: /^City/, hidden: true })).not.toBeInTheDocument();
    await userEvent.type(
      within(pop).getByRole('textbox', { name: /^Comments/, hidden: true }),
      'Checked with compliance',
    );
    await userEvent.click(within(pop).getByRole('checkbox', { hidden: true }));
    await userEvent.click(within(pop).getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText(MESSAGES.uploadComplianceDocument)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /^City/, hidden: true })).toHaveValue('Mumbai');
  });

  it('cancelling the AML pop-up leaves the UBO dialog open, with Acknowledge to reopen it', async () => {
    open([], {
      fetch: jest.fn().mockResolvedValue(fetched({ amlCheck: false, amlData: { system_match: [] } })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add UBO' }));
    const dialog = await findUboDialog();
    await typeIdAndDob(dialog, 'AMLPS9876K', '02/02/1985');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch Data', hidden: true }));
    const pop = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(pop).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Acknowledge', hidden: true })).toBeInTheDocument();
    expect(screen.getByText(/^Add Ultimate Benificiary Ownership/)).toBeInTheDocument();
  });

  it('deletes a stored UBO after confirming; it is sent inactive', async () => {
    const { save } = open([STORED]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rohan Kapoor' }));
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(confirm).getByText(MESSAGES.deleteUboConfirm)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Rohan Kapoor')).not.toBeInTheDocument());
    await saveAndProceed();
    // 'none' with no active UBO: refused in the form.
    expect(await screen.findByText(MESSAGES.addUbo)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
