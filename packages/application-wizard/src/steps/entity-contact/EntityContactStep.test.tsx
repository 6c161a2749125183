import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTITY_CONTACT_MESSAGES, MESSAGES, type Address, type Applicant } from '@aif/contracts';
import { entityApplication } from '../../testing/entity';
import { renderStep } from '../../testing/render';
import { EntityContactStep } from './EntityContactStep';

const CORRESPONDENCE: Address = {
  id: 'addr-1',
  address_type: 'correspondence',
  address1: '4th Floor, Trade Centre',
  address2: 'Bandra Kurla Complex',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'INDIA',
  pincode: '400051',
  isActive: true,
};
const OFFICE: Address = { ...CORRESPONDENCE, id: 'addr-2', address_type: 'permanent', pincode: '400050' };

const PERSON = {
  name: 'Priya Shah',
  countryNameAndCode: 'India: +91',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'priya@acme.example',
};

function open(applicant: Partial<Applicant> = {}) {
  const application = entityApplication({ currentStep: 2 }, applicant);
  return renderStep(EntityContactStep, { role: 'rm', application });
}

const region = (name: string) => screen.getByRole('region', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));

describe('entity contact details', () => {
  it('shows the correspondence and registered office addresses and the contact person', async () => {
    open({ addresses: [CORRESPONDENCE, OFFICE], contactperson: PERSON });
    const office = await screen.findByRole('region', { name: 'Registered Office Address' });
    expect(
      within(office).getByRole('checkbox', { name: 'Same as Correspondence Address' }),
    ).not.toBeChecked();
    expect(within(office).getByRole('textbox', { name: /^Pincode/ })).toHaveValue('400050');
    const correspondence = region('Correspondence Address');
    expect(within(correspondence).getByRole('textbox', { name: /^Address Line 1/ })).toHaveValue(
      '4th Floor, Trade Centre',
    );
    // An entity's line 2 is optional.
    expect(within(correspondence).getByText('Address Line 2').closest('label')).not.toHaveTextContent('*');
    const person = region('Contact Person Details');
    expect(within(person).getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya Shah');
    expect(within(person).getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
    expect(within(person).getByRole('combobox', { name: /^Country Code/ })).toHaveValue('India: +91');
    expect(within(person).getByRole('textbox', { name: /^STD Code/ })).toBeInTheDocument();
    expect(within(person).getByRole('textbox', { name: /^Landline Number/ })).toBeInTheDocument();
    expect(
      within(region('Contact Person Address')).getByRole('textbox', { name: /^Address Line 1$/ }),
    ).toBeInTheDocument();
  });

  it("shows the spec's messages for an empty step and sends nothing", async () => {
    const { save: hostSave } = open();
    await screen.findByRole('region', { name: 'Contact Person Details' });
    await save();
    const correspondence = region('Correspondence Address');
    expect(await within(correspondence).findByText(MESSAGES.addressLineRequired(1))).toBeInTheDocument();
    expect(within(correspondence).getByText(MESSAGES.cityRequired)).toBeInTheDocument();
    expect(within(correspondence).getByText(MESSAGES.stateRequired)).toBeInTheDocument();
    expect(within(correspondence).getByText(MESSAGES.pincodeRequired)).toBeInTheDocument();
    expect(
      within(region('Registered Office Address')).getByText(MESSAGES.pincodeRequired),
    ).toBeInTheDocument();
    const person = region('Contact Person Details');
    expect(within(person).getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(person).getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    // The contact person's own address is optional.
    expect(within(region('Contact Person Address')).queryByText(MESSAGES.pincodeRequired)).toBeNull();
    expect(hostSave).not.toHaveBeenCalled();
  });

  it('checks the mobile, the e-mail, the pincode and the landline with its STD code', async () => {
    const { save: hostSave } = open({
      addresses: [{ ...CORRESPONDENCE, pincode: '4000' }, OFFICE],
      contactperson: { ...PERSON, mobile: '12345', email: 'priya@' },
    });
    const person = await screen.findByRole('region', { name: 'Contact Person Details' });
    await userEvent.type(within(person).getByRole('textbox', { name: /^Landline Number/ }), '26541234');
    await save();
    expect(await within(person).findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(within(person).getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(person).getByText(MESSAGES.stdCodeRequired)).toBeInTheDocument();
    expect(
      within(region('Correspondence Address')).getByText(MESSAGES.entityContactPincodeSixDigits),
    ).toBeInTheDocument();
    await userEvent.type(within(person).getByRole('textbox', { name: /^STD Code/ }), '0');
    await save();
    expect(await within(person).findByText(ENTITY_CONTACT_MESSAGES.stdCodeInvalid)).toBeInTheDocument();
    expect(hostSave).not.toHaveBeenCalled();
  });

  it('hides the registered office fields while it is the correspondence address, and sends the form values', async () => {
    const { save: hostSave } = open({ addresses: [CORRESPONDENCE], contactperson: PERSON });
    const office = await screen.findByRole('region', { name: 'Registered Office Address' });
    await userEvent.click(within(office).getByRole('checkbox', { name: 'Same as Correspondence Address' }));
    expect(within(office).queryByRole('textbox', { name: /^Address Line 1/ })).not.toBeInTheDocument();
    const person = region('Contact Person Details');
    await userEvent.type(within(person).getByRole('textbox', { name: /^STD Code/ }), '022');
    await userEvent.type(within(person).getByRole('textbox', { name: /^Landline Number/ }), '26541234');
    await save();
    await waitFor(() => expect(hostSave).toHaveBeenCalledTimes(1));
    const [slug, request, saveType] = hostSave.mock.calls[0]!;
    expect([slug, saveType]).toEqual(['contact-details', 'save and proceed']);
    expect(request?.data).toEqual({
      applicant: {
        id: 'entity-1',
        addresses: {
          correspondence: {
            id: 'addr-1',
            address1: '4th Floor, Trade Centre',
            address2: 'Bandra Kurla Complex',
            address3: '',
            city: 'Mumbai',
            state: 'Maharashtra',
            country: 'INDIA',
            pincode: '400051',
            permanentAddressSameAsCorresponding: false,
            fetchedFromKRA: false,
          },
          permanent: { country: 'INDIA', permanentAddressSameAsCorresponding: true },
        },
        contactperson: {
          ...PERSON,
          stdCode: '022',
          landLineNumber: '26541234',
          address1: '',
          address2: '',
          address3: '',
          city: '',
          state: '',
          country: 'INDIA',
          pincode: '',
        },
      },
    });
  });

  it.each<[string, Address[]]>([
    ['the correspondence address', [{ ...CORRESPONDENCE, fetchedFromKRA: true }, OFFICE]],
    ['the registered office', [CORRESPONDENCE, { ...OFFICE, fetchedFromKRA: true }]],
  ])('does not offer "same as" when %s came from the KYC registry', async (_, addresses) => {
    open({ addresses, contactperson: PERSON });
    const office = await screen.findByRole('region', { name: 'Registered Office Address' });
    expect(within(office).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(office).getByRole('textbox', { name: /^Address Line 1/ })).toBeInTheDocument();
  });

  it('locks a registered office fetched from the registry; the correspondence address stays editable', async () => {
    open({ addresses: [CORRESPONDENCE, { ...OFFICE, fetchedFromKRA: true }], contactperson: PERSON });
    const office = await screen.findByRole('region', { name: 'Registered Office Address' });
    // Read-only with its value in plain view and a 'from KRA' mark (not a faded disabled field).
    expect(within(office).getByRole('textbox', { name: /^Address Line 1/ })).toHaveAttribute('readonly');
    expect(within(office).getAllByText('from KRA').length).toBeGreaterThan(0);
    expect(
      within(region('Correspondence Address')).getByRole('textbox', { name: /^Address Line 1/ }),
    ).toBeEnabled();
  });
});
