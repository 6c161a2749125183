import { wizardStepSchemaFor } from '../api/application-wizard';
import type { Applicant } from '../entities/applicant';
import {
  entityContactStepDefaults,
  entityContactStepSchema,
  entitySameAddressOffered,
  type EntityContactStepInput,
} from './entity-contact';
import { ctxOf, errorsOf } from './test-helpers';

// Doc 2 §5 "Contact" (and §9 limits), one row per rule and message. Countries: India, United States, Singapore.
type Address = NonNullable<EntityContactStepInput['applicant']['addresses']['correspondence']>;
type Person = EntityContactStepInput['applicant']['contactperson'];

const address = (over: Partial<Address> = {}): Address => ({
  id: '',
  address1: '12, MG Road',
  address2: '',
  address3: '',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  permanentAddressSameAsCorresponding: false,
  fetchedFromKRA: false,
  ...over,
});
const person: Person = {
  name: 'Asha Rao',
  countryNameAndCode: 'India: +91',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'asha@acme.in',
  stdCode: '',
  landLineNumber: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  state: '',
  country: 'INDIA',
  pincode: '',
};
const registered = address({ id: 'p1', address1: '4 Nariman Point', city: 'Mumbai', pincode: '400021' });

interface Over {
  correspondence?: Partial<Address> | null;
  permanent?: Partial<Address> | null;
  person?: Partial<Person>;
}
const values = (o: Over = {}): EntityContactStepInput => ({
  applicant: {
    id: 'e1',
    addresses: {
      correspondence: o.correspondence === null ? null : address({ id: 'c1', ...o.correspondence }),
      permanent: o.permanent === null ? null : { ...registered, ...o.permanent },
    },
    contactperson: { ...person, ...o.person },
  },
});
const schema = entityContactStepSchema(ctxOf());
const errors = (o: Over) => errorsOf(schema.safeParse(values(o)));
const LINE_CHARS = "[special characters are not allowed except -/',&()#:.]";

describe('entityContactStepSchema: rules and messages', () => {
  it('accepts a complete contact step', () => {
    expect(errors({})).toEqual({});
  });

  it.each<[string, Over, string, string]>([
    // Contact person: name, email, mobile and country code required.
    ['person: name required', { person: { name: ' ' } }, 'contactperson.name', 'Name is required'],
    ['person: email required', { person: { email: '' } }, 'contactperson.email', 'Email is required'],
    ['person: email pattern', { person: { email: 'asha@' } }, 'contactperson.email', 'invalid Email ID'],
    ['person: email domain', { person: { email: 'asha@acme' } }, 'contactperson.email', 'invalid Email ID'],
    ['person: email one @', { person: { email: 'a@b@acme.in' } }, 'contactperson.email', 'invalid Email ID'],
    [
      'person: mobile required',
      { person: { mobile: '' } },
      'contactperson.mobile',
      'Mobile number is required',
    ],
    [
      'person: country code required',
      { person: { countryCode: '', countryNameAndCode: '' } },
      'contactperson.countryCode',
      'Country Code is required',
    ],
    // +91: 10 digits, the first 2-9.
    [
      '+91: starts 2-9',
      { person: { mobile: '1876543210' } },
      'contactperson.mobile',
      'Invalid Mobile number',
    ],
    ['+91: starts 0', { person: { mobile: '0876543210' } }, 'contactperson.mobile', 'Invalid Mobile number'],
    ['+91: 9 digits', { person: { mobile: '987654321' } }, 'contactperson.mobile', 'Invalid Mobile number'],
    [
      '+91: 11 digits',
      { person: { mobile: '98765432101' } },
      'contactperson.mobile',
      'Invalid Mobile number',
    ],
    [
      '+91: digits only',
      { person: { mobile: '98765-4321' } },
      'contactperson.mobile',
      'Invalid Mobile number',
    ],
    // Other codes: a mobile valid for that country.
    [
      '+65: an Indian number',
      { person: { countryCode: '+65', countryNameAndCode: 'Singapore: +65' } },
      'contactperson.mobile',
      'Invalid Mobile number',
    ],
    [
      '+1: too short',
      { person: { countryCode: '+1', countryNameAndCode: 'United States: +1', mobile: '20155' } },
      'contactperson.mobile',
      'Invalid Mobile number',
    ],
    // Landline and STD code: both present, numeric.
    [
      'STD code without landline',
      { person: { stdCode: '020' } },
      'contactperson.landLineNumber',
      'Please enter Landline number',
    ],
    [
      'landline without STD code',
      { person: { landLineNumber: '24567890' } },
      'contactperson.stdCode',
      'Please enter STD Code',
    ],
    [
      'STD code numeric',
      { person: { stdCode: '02O', landLineNumber: '24567890' } },
      'contactperson.stdCode',
      'STD Code should be 2 to 5 digits',
    ],
    [
      'landline numeric',
      { person: { stdCode: '020', landLineNumber: '2456-789' } },
      'contactperson.landLineNumber',
      'Landline number should be 5 to 8 digits',
    ],
    // The contact person's own address is optional; what is given is checked.
    [
      'person: address line characters',
      { person: { address1: 'Flat 4; Tower <B>' } },
      'contactperson.address1',
      `invalid address line 1 format ${LINE_CHARS}`,
    ],
    [
      'person: country in the list',
      { person: { country: 'Atlantis' } },
      'contactperson.country',
      'Invalid value for Country',
    ],
    [
      'person: Indian pincode 6 digits',
      { person: { pincode: '41100' } },
      'contactperson.pincode',
      'Pincode code should be 6 digit code',
    ],
    [
      'person: foreign pincode',
      { person: { country: 'Singapore', pincode: '#1' } },
      'contactperson.pincode',
      'Invalid Pincode',
    ],
    // Correspondence address: line 1, city, state, country and pincode required.
    [
      'correspondence: line 1 required',
      { correspondence: { address1: '' } },
      'addresses.correspondence.address1',
      'Address Line 1 is required',
    ],
    [
      'correspondence: missing altogether',
      { correspondence: null },
      'addresses.correspondence.address1',
      'Address Line 1 is required',
    ],
    [
      'correspondence: city required',
      { correspondence: { city: ' ' } },
      'addresses.correspondence.city',
      'City is required',
    ],
    [
      'correspondence: state required',
      { correspondence: { state: '' } },
      'addresses.correspondence.state',
      'State is required',
    ],
    [
      'correspondence: country required',
      { correspondence: { country: '' } },
      'addresses.correspondence.country',
      'Country is required',
    ],
    [
      'correspondence: country in the list',
      { correspondence: { country: 'Atlantis' } },
      'addresses.correspondence.country',
      'Invalid value for Country',
    ],
    [
      'correspondence: pincode required',
      { correspondence: { pincode: '' } },
      'addresses.correspondence.pincode',
      'Pincode is required',
    ],
    [
      'correspondence: India 6 digits (7 given)',
      { correspondence: { pincode: '4110011' } },
      'addresses.correspondence.pincode',
      'Pincode code should be 6 digit code',
    ],
    [
      'correspondence: India digits only',
      { correspondence: { pincode: '41100A' } },
      'addresses.correspondence.pincode',
      'Pincode code should be 6 digit code',
    ],
    [
      'correspondence: elsewhere, Invalid Pincode',
      { correspondence: { country: 'United States', state: 'NY', pincode: '1' } },
      'addresses.correspondence.pincode',
      'Invalid Pincode',
    ],
    // Address lines: letters, digits and - / ' , & ( ) # : . only.
    [
      'correspondence: line 1 characters',
      { correspondence: { address1: 'Plot 5; Sector 2' } },
      'addresses.correspondence.address1',
      `invalid address line 1 format ${LINE_CHARS}`,
    ],
    [
      'correspondence: line 2 characters',
      { correspondence: { address2: 'Near @ Mall' } },
      'addresses.correspondence.address2',
      `invalid address line 2 format ${LINE_CHARS}`,
    ],
    [
      'correspondence: line 3 characters',
      { correspondence: { address3: 'Rs $ 5' } },
      'addresses.correspondence.address3',
      `invalid address line 3 format ${LINE_CHARS}`,
    ],
    // Registered office: the same rules, unless 'same as correspondence' is ticked (and offered).
    [
      'registered office: line 1 required',
      { permanent: { address1: '' } },
      'addresses.permanent.address1',
      'Address Line 1 is required',
    ],
    [
      'registered office: missing altogether',
      { permanent: null },
      'addresses.permanent.address1',
      'Address Line 1 is required',
    ],
    [
      'registered office: city required',
      { permanent: { city: '' } },
      'addresses.permanent.city',
      'City is required',
    ],
    [
      'registered office: state required',
      { permanent: { state: '' } },
      'addresses.permanent.state',
      'State is required',
    ],
    [
      'registered office: country in the list',
      { permanent: { country: 'Atlantis' } },
      'addresses.permanent.country',
      'Invalid value for Country',
    ],
    [
      'registered office: pincode',
      { permanent: { pincode: '40002' } },
      'addresses.permanent.pincode',
      'Pincode code should be 6 digit code',
    ],
    [
      'registered office: line characters',
      { permanent: { address1: 'Tower *A*' } },
      'addresses.permanent.address1',
      `invalid address line 1 format ${LINE_CHARS}`,
    ],
    [
      'same as ticked, but the correspondence address came from the registry: checked',
      {
        correspondence: { fetchedFromKRA: true },
        permanent: { permanentAddressSameAsCorresponding: true, address1: '' },
      },
      'addresses.permanent.address1',
      'Address Line 1 is required',
    ],
    [
      'same as ticked, but the registered office came from the registry: checked',
      { permanent: { permanentAddressSameAsCorresponding: true, fetchedFromKRA: true, city: '' } },
      'addresses.permanent.city',
      'City is required',
    ],
  ])('%s', (_rule, over, path, message) => {
    expect(errors(over)).toEqual({ [`applicant.${path}`]: message });
  });

  it.each<[string, Over]>([
    ['+91 mobile starting 2', { person: { mobile: '2876543210' } }],
    ['a mobile with spaces around (trimmed)', { person: { mobile: ' 9876543210 ' } }],
    ['an e-mail with spaces around (trimmed)', { person: { email: ' asha@acme.in ' } }],
    [
      'a US mobile, the code read from "name: code"',
      { person: { countryCode: '', countryNameAndCode: 'United States: +1', mobile: '2015550123' } },
    ],
    ['landline with STD code', { person: { stdCode: '020', landLineNumber: '24567890' } }],
    [
      'a complete contact person address',
      { person: { address1: '5 Park St', city: 'Kolkata', state: 'WB', pincode: '700016' } },
    ],
    ['no address line 2 (not required for entities)', { correspondence: { address2: '' } }],
    [
      'every allowed address character',
      { correspondence: { address1: "Flat #4, A-Wing/2 (East) 'B' & Co: No. 5" } },
    ],
    ['a foreign pincode', { correspondence: { country: 'United States', state: 'NY', pincode: '10001' } }],
    ['country in any case', { correspondence: { country: 'INDIA' } }],
    [
      "same as correspondence: the registered office's own fields are not checked",
      { permanent: { permanentAddressSameAsCorresponding: true, address1: '', city: '', pincode: '' } },
    ],
    [
      'same as correspondence with no registered office typed at all',
      {
        permanent: {
          ...address({ address1: '', city: '', state: '', pincode: '' }),
          permanentAddressSameAsCorresponding: true,
        },
      },
    ],
  ])('accepts %s', (_name, over) => {
    expect(errors(over)).toEqual({});
  });
});

describe('entityContactStepSchema: parsed values', () => {
  const parsed = (o: Over) => {
    const r = schema.safeParse(values(o));
    if (!r.success) throw new Error(JSON.stringify(errorsOf(r)));
    return r.data.applicant;
  };

  it('same as correspondence: the registered office takes the correspondence address, keeping its id', () => {
    const a = parsed({ permanent: { permanentAddressSameAsCorresponding: true, address1: '', city: '' } });
    expect(a.addresses.permanent).toEqual({
      ...address({ id: 'p1' }),
      permanentAddressSameAsCorresponding: true,
    });
  });

  it('same as ticked where it is not offered: the registered office keeps its own fields, unticked', () => {
    const a = parsed({
      correspondence: { fetchedFromKRA: true },
      permanent: { permanentAddressSameAsCorresponding: true },
    });
    expect(a.addresses.permanent).toMatchObject({
      address1: '4 Nariman Point',
      city: 'Mumbai',
      permanentAddressSameAsCorresponding: false,
    });
  });

  it('contact person: name tidied, values trimmed, country code from "name: code", country INDIA by default', () => {
    const a = parsed({
      person: {
        name: '  Asha   Rao ',
        email: ' asha@acme.in ',
        mobile: ' 9876543210',
        countryCode: '',
        countryNameAndCode: 'India: +91',
        country: '',
      },
    });
    expect(a.contactperson).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@acme.in',
      mobile: '9876543210',
      countryCode: '+91',
      country: 'INDIA',
    });
  });
});

describe('entityContactStepDefaults', () => {
  const app = (a: Partial<Applicant>[]) => ({ applicants: a as Applicant[] });

  it("a new contact person starts with 'India: +91', +91 and INDIA; addresses with INDIA", () => {
    const d = entityContactStepDefaults(app([{ id: 'e1', applicant_type: '1' }]));
    expect(d.applicant.contactperson).toMatchObject({
      countryNameAndCode: 'India: +91',
      countryCode: '+91',
      country: 'INDIA',
      name: '',
      mobile: '',
    });
    expect(d.applicant.addresses).toEqual({
      correspondence: { country: 'INDIA' },
      permanent: { country: 'INDIA' },
    });
  });

  it('takes the stored contact person and the active addresses by type', () => {
    const d = entityContactStepDefaults(
      app([
        {
          id: 'e1',
          applicant_type: '1',
          contactperson: {
            name: 'Asha Rao',
            countryNameAndCode: 'Singapore: +65',
            countryCode: '+65',
            mobile: '81234567',
          },
          addresses: [
            { id: 'old', address_type: 'correspondence', address1: 'Old', isActive: false },
            { id: 'c1', address_type: 'correspondence', address1: '12, MG Road', city: 'Pune' },
            { id: 'p1', address_type: 'permanent', address1: '4 Nariman Point', fetchedFromKRA: true },
          ],
        },
      ]),
    );
    expect(d.applicant.contactperson).toMatchObject({
      name: 'Asha Rao',
      countryNameAndCode: 'Singapore: +65',
      countryCode: '+65',
      mobile: '81234567',
      country: 'INDIA',
    });
    expect(d.applicant.addresses.correspondence).toMatchObject({ id: 'c1', address1: '12, MG Road' });
    expect(d.applicant.addresses.permanent).toMatchObject({ id: 'p1', fetchedFromKRA: true });
  });

  it('the same-as box is offered only when neither address came from the registry', () => {
    const of = (c: boolean, p: boolean) =>
      entitySameAddressOffered({
        addresses: {
          correspondence: address({ fetchedFromKRA: c }),
          permanent: address({ fetchedFromKRA: p }),
        },
      } as Parameters<typeof entitySameAddressOffered>[0]);
    expect([of(false, false), of(true, false), of(false, true)]).toEqual([true, false, false]);
  });
});

describe('wizardStepSchemaFor: contact-details', () => {
  it('an entity application gets the entity schema', () => {
    const s = wizardStepSchemaFor('contact-details', { ...ctxOf(), applicationType: 'non_individual' });
    expect(s.safeParse(values()).success).toBe(true);
    expect(errorsOf(s.safeParse(values({ person: { stdCode: '020' } })))).toEqual({
      'applicant.contactperson.landLineNumber': 'Please enter Landline number',
    });
  });

  it('an individual application does not', () => {
    expect(wizardStepSchemaFor('contact-details', ctxOf()).safeParse(values()).success).toBe(false);
  });
});
