import { API_ACCESS, apiAccessFor } from './access';
import {
  acknowledgeAmlRequestSchema,
  createApplicationRequestSchema,
  kraDetailsRequestSchema,
  nonIndividualTokenRequestSchema,
  sendConsentEmailRequestSchema,
  sendOnboardingOtpRequestSchema,
  verifyOnboardingOtpRequestSchema,
  verifyPanRequestSchema,
} from './onboarding';

const now = new Date('2024-06-01T06:00:00Z');
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('verifyPanRequestSchema', () => {
  const schema = verifyPanRequestSchema({ now });
  it('upper-cases the PAN and reads DD/MM/YYYY or ISO into YYYY-MM-DD', () => {
    expect(schema.parse({ pan: ' abcpe1234f ', dob: '12/04/1980' })).toEqual({
      pan: 'ABCPE1234F',
      dob: '1980-04-12',
      onboardingType: 'normal',
    });
    expect(schema.parse({ pan: 'ABCPE1234F', dob: '1980-04-12', onboardingType: 'minor' }).dob).toBe(
      '1980-04-12',
    );
  });
  it.each([
    [{}, 'PAN is required'],
    [{ pan: 'ABC', dob: '01/01/1990' }, 'PAN must be exactly 10 characters'],
    [{ pan: 'AAACB1234C', dob: '01/01/2020', onboardingType: 'minor' }, 'Invalid PAN'],
    [{ pan: 'ABCPE1234F' }, 'Date of birth is required'],
    [{ pan: 'ABCPE1234F', dob: '30/02/1990' }, 'Invalid Date'],
    [{ pan: 'ABCPE1234F', dob: '01/01/2010' }, 'Age should be greater than 18'],
    [{ pan: 'ABCPE1234F', dob: '01/01/1890' }, 'Age should be less than 125'],
  ])('%j -> %s', (body, message) => {
    expect(first(schema.safeParse(body))).toBe(message);
  });
});

describe('contact schemas', () => {
  const base = {
    panVerificationToken: 't',
    phoneNumber: '9876543210',
    emailId: 'a@b.co',
    countryCode: '+91',
  };
  it('trim the contact and use the onboarding messages', () => {
    expect(sendOnboardingOtpRequestSchema.parse({ ...base, phoneNumber: ' 9876543210 ' }).phoneNumber).toBe(
      '9876543210',
    );
    expect(first(sendOnboardingOtpRequestSchema.safeParse({ ...base, phoneNumber: '123' }))).toBe(
      'Invalid Mobile number',
    );
    expect(first(sendConsentEmailRequestSchema.safeParse({ ...base, emailId: 'x' }))).toBe(
      'Invalid Email Id',
    );
    expect(first(sendConsentEmailRequestSchema.safeParse({ ...base, countryCode: '' }))).toBe(
      'Country Code is required',
    );
  });
  it('entity e-mail, OTP and AML acknowledgement messages', () => {
    expect(first(nonIndividualTokenRequestSchema.safeParse({ panVerificationToken: 't', emailId: '' }))).toBe(
      'Email is required',
    );
    expect(
      first(nonIndividualTokenRequestSchema.safeParse({ panVerificationToken: 't', emailId: 'x' })),
    ).toBe('invalid Email ID');
    expect(first(verifyOnboardingOtpRequestSchema.safeParse({ otpVerificationToken: 't', otp: '12' }))).toBe(
      'Enter OTP',
    );
    expect(
      first(acknowledgeAmlRequestSchema.safeParse({ panVerificationToken: 't', amlComments: 'ok' })),
    ).toBe('Field is required');
    expect(first(createApplicationRequestSchema.safeParse({}))).toBe('Verification token is required');
  });
  it('kradetails reports the PAN rules on panNumber', () => {
    const r = kraDetailsRequestSchema({ now }).safeParse({ panNumber: 'x', dob: '01/01/1980' });
    expect(r.success ? null : r.error.issues[0]).toMatchObject({ path: ['panNumber'] });
  });
});

describe('onboarding routes in API_ACCESS', () => {
  it('follow the route table: /onboarding roles, consent list roles, public consent pages', () => {
    expect(apiAccessFor('POST', '/api/onboarding/onboarding/verify-pan')).toEqual([
      'amcadmin',
      'rm',
      'distributor',
      'subdistributor',
      'amcapprover',
    ]);
    expect(apiAccessFor('POST', '/api/onboarding/onboarding/resend-consent-email/:id')).not.toContain(
      'amcadmin',
    );
    expect(apiAccessFor('GET', '/api/onboarding/onboarding/consents')).toContain('amcadmin');
    expect(apiAccessFor('POST', '/api/onboarding/onboarding-consent/approve')).toBe('public');
    // The onboarding entry only: the application list (GET /api/onboarding/applications) serves the
    // approver list too, trustee included (api/applications.ts), and the trustee reads one application's
    // details before it signs (0-product-decisions §12).
    const readByTrustee = ['/api/onboarding/applications', '/api/onboarding/applications/:id'];
    const onboarding = API_ACCESS.filter(
      (r) => r.path.startsWith('/api/onboarding/') && !(r.method === 'GET' && readByTrustee.includes(r.path)),
    );
    expect(onboarding.every((r) => r.access === 'public' || !r.access.includes('trustee'))).toBe(true);
  });

  it('lets the investment manager and the trustee read an application, never change it', () => {
    for (const role of ['fundmanager', 'trustee'] as const) {
      expect(apiAccessFor('GET', '/api/onboarding/applications/:id')).toContain(role);
      expect(apiAccessFor('POST', '/api/onboarding/applications/:id/update')).not.toContain(role);
      expect(apiAccessFor('GET', '/api/onboarding/applications/:id/schemes')).not.toContain(role);
      expect(apiAccessFor('POST', '/api/onboarding/kradetails')).not.toContain(role);
    }
  });
});
