import { MESSAGES } from '../validation/messages';
import { addressesFromForm, contactStepDefaults, contactStepSchema } from './contact';
import { WIZARD_MESSAGES } from './messages';
import { COUNTRIES, errorsOf } from './test-helpers';

const indian = {
  address1: '12 MG Road',
  address2: 'Near Park',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'INDIA',
  pincode: '411001',
};
const overseas = {
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  state: '',
  country: 'United States',
  pincode: '73301',
};
const resident = {
  id: 'a1',
  isActive: true,
  status: 'Individual',
  email: 'rahul@example.com',
  countryNameAndCode: 'India: +91',
  countryCode: '+91',
  mobile: '9876543210',
  addresses: { correspondence: indian, permanent: { permanentAddressSameAsCorresponding: true } },
};
const nri = { ...resident, status: 'NRI', addresses: { overseas } };

const parse = (applicants: unknown[]) =>
  contactStepSchema({ countries: COUNTRIES }).safeParse({ applicants });

describe('contactStepSchema', () => {
  it('accepts a resident with same-as-correspondence and copies the address', () => {
    const r = parse([resident]);
    expect(r.success).toBe(true);
    expect(r.data?.applicants[0]?.addresses.permanent).toMatchObject({
      ...indian,
      permanentAddressSameAsCorresponding: true,
    });
  });

  it('accepts an NRI with only an overseas address', () => {
    expect(parse([nri]).success).toBe(true);
  });

  it.each([
    ['email', '', MESSAGES.emailRequired],
    ['email', 'rahul@', MESSAGES.emailInvalid],
    ['mobile', '', MESSAGES.mobileRequired],
    ['mobile', '1234567890', MESSAGES.mobileInvalid],
    ['phoneNumberoffice', '12ab', WIZARD_MESSAGES.phoneInvalid],
    ['phoneNumberResidence', '1234567', WIZARD_MESSAGES.phoneInvalid],
  ])('%s=%j -> %s', (field, value, message) => {
    expect(errorsOf(parse([{ ...resident, [field]: value }]))).toEqual({
      [`applicants.0.${field}`]: message,
    });
  });

  it('needs a country code', () => {
    expect(errorsOf(parse([{ ...resident, countryCode: '', countryNameAndCode: '' }]))).toEqual({
      'applicants.0.countryCode': MESSAGES.countryCodeRequired,
    });
  });

  it('checks a mobile against a foreign country code', () => {
    expect(parse([{ ...resident, countryCode: '+1', mobile: '2015550123' }]).success).toBe(true);
    expect(errorsOf(parse([{ ...resident, countryCode: '+1', mobile: '99' }]))).toEqual({
      'applicants.0.mobile': MESSAGES.mobileInvalid,
    });
  });

  it.each([
    ['address1', '', MESSAGES.addressLineRequired(1)],
    ['address1', 'Flat @ 12', MESSAGES.addressLineInvalid(1)],
    ['address2', '', MESSAGES.addressLineRequired(2)],
    ['address3', 'x$y', MESSAGES.addressLineInvalid(3)],
    ['city', '', MESSAGES.cityRequired],
    ['state', '', MESSAGES.stateRequired],
    ['country', '', MESSAGES.countryRequired],
    ['country', 'Atlantis', MESSAGES.countryInvalid],
    ['pincode', '', MESSAGES.pincodeRequired],
    ['pincode', '4110', MESSAGES.pincodeSixDigits],
  ])('resident correspondence %s=%j -> %s', (field, value, message) => {
    const a = {
      ...resident,
      addresses: { ...resident.addresses, correspondence: { ...indian, [field]: value } },
    };
    expect(errorsOf(parse([a]))).toEqual({ [`applicants.0.addresses.correspondence.${field}`]: message });
  });

  it('skips line 2 of an address fetched from the registry', () => {
    const a = {
      ...resident,
      addresses: { ...resident.addresses, correspondence: { ...indian, address2: '', fetchedFromKRA: true } },
    };
    expect(parse([a]).success).toBe(true);
  });

  it('requires the permanent address of a resident unless same as correspondence', () => {
    const a = { ...resident, addresses: { correspondence: indian } };
    expect(errorsOf(parse([a]))['applicants.0.addresses.permanent.address1']).toBe(
      MESSAGES.addressLineRequired(1),
    );
    const b = { ...resident, addresses: { correspondence: indian, permanent: { ...indian, pincode: '1' } } };
    expect(errorsOf(parse([b]))).toEqual({
      'applicants.0.addresses.permanent.pincode': MESSAGES.pincodeSixDigits,
    });
  });

  it.each([
    ['country', 'INDIA', MESSAGES.overseasCountryIndia],
    ['country', '', MESSAGES.countryRequired],
    ['pincode', '#', MESSAGES.pincodeInvalid],
    ['address2', '', MESSAGES.addressLineRequired(2)],
    ['city', '', MESSAGES.cityRequired],
  ])('NRI overseas %s=%j -> %s', (field, value, message) => {
    const a = { ...nri, addresses: { overseas: { ...overseas, [field]: value } } };
    expect(errorsOf(parse([a]))).toMatchObject({ [`applicants.0.addresses.overseas.${field}`]: message });
  });

  it('an NRI needs the overseas address; state is optional there', () => {
    expect(errorsOf(parse([{ ...nri, addresses: {} }]))).toEqual({
      'applicants.0.addresses.overseas.address1': MESSAGES.addressLineRequired(1),
    });
    expect(parse([{ ...nri, addresses: { overseas: { ...overseas, state: '' } } }]).success).toBe(true);
  });

  it('checks a filled-in address an NRI did not have to give', () => {
    const a = { ...nri, addresses: { overseas, correspondence: { ...indian, pincode: '12' } } };
    expect(errorsOf(parse([a]))).toEqual({
      'applicants.0.addresses.correspondence.pincode': MESSAGES.pincodeSixDigits,
    });
  });

  it('does not check removed applicants', () => {
    expect(parse([resident, { ...resident, id: 'a2', isActive: false, email: '' }]).success).toBe(true);
  });
});

describe('contact defaults and address conversion', () => {
  it('groups addresses by type and back', () => {
    const d = contactStepDefaults({
      applicants: [
        {
          id: 'a1',
          applicant_type: 1,
          addresses: [{ address_type: 'permanent', address1: 'X', city: 'Y', fetchedFromKRA: true }],
        },
      ],
    });
    expect(d.applicants[0]?.addresses.permanent).toMatchObject({
      address1: 'X',
      country: 'INDIA',
      fetchedFromKRA: true,
    });
    expect(d.applicants[0]?.addresses.overseas).toBeNull();
    expect(d.applicants[0]?.countryNameAndCode).toBe('India: +91');
    const parsed = contactStepSchema({ countries: COUNTRIES }).parse({ applicants: [resident] });
    const list = addressesFromForm(parsed.applicants[0]!.addresses);
    expect(list.map((a) => a.address_type)).toEqual(['permanent', 'correspondence']);
  });
});
