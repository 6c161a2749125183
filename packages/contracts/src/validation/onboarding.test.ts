import { onboardingContactSchema, panDobSchema } from './onboarding';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
const now = new Date('2024-06-01T06:00:00Z');

describe('panDobSchema', () => {
  it('validates an individual with an adult date of birth', () => {
    expect(
      panDobSchema({ onboardingType: 'normal', now }).safeParse({ pan: 'ABCPE1234F', dob: '01/01/1990' })
        .success,
    ).toBe(true);
    expect(
      issues(
        panDobSchema({ onboardingType: 'normal', now }).safeParse({ pan: 'ABCPE1234F', dob: '01/01/2010' }),
      ),
    ).toEqual({
      dob: 'Age should be greater than 18',
    });
  });
  it('accepts an entity PAN with its registration date for normal onboarding only', () => {
    expect(
      panDobSchema({ onboardingType: 'normal', now }).safeParse({ pan: 'AAACB1234C', dob: '01/01/2020' })
        .success,
    ).toBe(true);
    expect(
      issues(
        panDobSchema({ onboardingType: 'minor', now }).safeParse({ pan: 'AAACB1234C', dob: '01/01/2020' }),
      ).pan,
    ).toBe('Invalid PAN');
  });
  it('reports missing values', () => {
    expect(issues(panDobSchema({ onboardingType: 'normal', now }).safeParse({}))).toEqual({
      pan: 'PAN is required',
      dob: 'Date of birth is required',
    });
  });
});

describe('onboardingContactSchema', () => {
  it('uses the onboarding wording', () => {
    expect(issues(onboardingContactSchema.safeParse({}))).toEqual({
      countryCode: 'Country Code is required',
      phoneNumber: 'Mobile number is required',
      emailId: 'Email Id is required',
    });
    expect(
      issues(
        onboardingContactSchema.safeParse({ countryCode: '+91', phoneNumber: '1234567890', emailId: 'x' }),
      ),
    ).toEqual({
      phoneNumber: 'Invalid Mobile number',
      emailId: 'Invalid Email Id',
    });
    expect(
      onboardingContactSchema.safeParse({ countryCode: '+91', phoneNumber: '9876543210', emailId: 'a@b.co' })
        .success,
    ).toBe(true);
  });
});
