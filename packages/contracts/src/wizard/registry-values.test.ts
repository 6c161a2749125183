import { MESSAGES } from '../validation/messages';
import { contactStepSchema } from './contact';
import { contributorStepSchema } from './contributor';
import { entityContactStepSchema } from './entity-contact';
import { COUNTRIES, ctxOf, errorsOf } from './test-helpers';

/**
 * Values from the KYC registry are locked and stored as the registry gives them: they are not checked
 * again against the typing rules (0-product-decisions §12), while what a user types still is.
 */
const registryName = 'K. RAMESH';
const first = {
  id: 'a1',
  applicant_type: 1,
  isActive: true,
  namePrefix: 'Mr.',
  name: registryName,
  gender: 'Male',
  dateOfBirth: '1990-01-01',
  fatherOrSpouseName: 'S/O. K. VENKAT',
  panNo: 'ABCPS1234K',
  status: 'Individual',
  nationality: 'INDIAN',
};
const registryLocks = [{ fields: ['panNo', 'name', 'fatherOrSpouseName'], addresses: ['permanent'] }];

describe('registry values', () => {
  it('a locked registry name and father name pass as given; typed ones are still checked', () => {
    const locked = contributorStepSchema(ctxOf({ locked: registryLocks })).safeParse({ applicants: [first] });
    expect(errorsOf(locked)).toEqual({});
    const typed = contributorStepSchema(ctxOf()).safeParse({ applicants: [first] });
    expect(errorsOf(typed)).toMatchObject({
      'applicants.0.name': MESSAGES.nameInvalid,
      'applicants.0.fatherOrSpouseName': MESSAGES.nameInvalid,
    });
  });

  it('a locked registry name keeps its apostrophe (typed names drop it)', () => {
    const applicant = { ...first, name: "D'SOUZA ANTHONY" };
    const locked = contributorStepSchema(ctxOf({ locked: registryLocks })).parse({ applicants: [applicant] });
    expect(locked.applicants[0]!.name).toBe("D'SOUZA ANTHONY");
    const typed = contributorStepSchema(ctxOf()).parse({
      applicants: [{ ...applicant, fatherOrSpouseName: 'K Venkat' }],
    });
    expect(typed.applicants[0]!.name).toBe('DSOUZA ANTHONY');
  });

  it('a locked name must still be there', () => {
    const r = contributorStepSchema(ctxOf({ locked: registryLocks })).safeParse({
      applicants: [{ ...first, name: ' ' }],
    });
    expect(errorsOf(r)['applicants.0.name']).toBe(MESSAGES.nameRequired);
  });

  const registryAddress = {
    address1: 'FLAT 4; "SUNRISE" APTS @ MG ROAD',
    address2: '',
    city: 'PUNE',
    state: 'MAHARASHTRA',
    country: 'INDIA',
    pincode: '411 001',
    fetchedFromKRA: true,
  };
  const typedAddress = { ...registryAddress, address2: 'Near Park', fetchedFromKRA: false };

  it('a locked registry address passes as given on the contact step; an open one is checked', () => {
    const applicant = {
      id: 'a1',
      isActive: true,
      status: 'Individual',
      email: 'rahul@example.com',
      countryNameAndCode: 'India: +91',
      countryCode: '+91',
      mobile: '9876543210',
      addresses: {
        correspondence: { ...typedAddress, address1: '12 MG Road', pincode: '411001' },
        permanent: registryAddress,
      },
    };
    const locked = contactStepSchema({ countries: COUNTRIES, locked: registryLocks }).safeParse({
      applicants: [applicant],
    });
    expect(errorsOf(locked)).toEqual({});
    const open = contactStepSchema({ countries: COUNTRIES }).safeParse({ applicants: [applicant] });
    expect(errorsOf(open)).toMatchObject({
      'applicants.0.addresses.permanent.address1': MESSAGES.addressLineInvalid(1),
      'applicants.0.addresses.permanent.pincode': MESSAGES.pincodeSixDigits,
    });
  });

  it("an entity's registered office from the registry passes as given", () => {
    const applicant = {
      id: 'e1',
      addresses: {
        correspondence: { ...typedAddress, address1: '4 Nariman Point', pincode: '400021' },
        permanent: registryAddress,
      },
      contactperson: {
        name: 'Priya Shah',
        countryNameAndCode: 'India: +91',
        countryCode: '+91',
        mobile: '9876543210',
        email: 'priya@example.com',
      },
    };
    const locked = entityContactStepSchema({ countries: COUNTRIES, locked: registryLocks }).safeParse({
      applicant,
    });
    expect(errorsOf(locked)).toEqual({});
    const open = entityContactStepSchema({ countries: COUNTRIES }).safeParse({ applicant });
    expect(errorsOf(open)['applicant.addresses.permanent.address1']).toBe(MESSAGES.addressLineInvalid(1));
  });
});
