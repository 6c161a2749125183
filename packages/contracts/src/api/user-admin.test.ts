import { MESSAGES } from '../validation/messages';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { SUPPORT_TYPES, type SupportType } from '../enums/admin';
import { EXPIRED_STATUS_TARGETS } from '../status-machine';
import { REPORT_MESSAGES } from './reports';
import {
  AUDIT_MESSAGES,
  SUPPORT_FORM_MESSAGES,
  auditDateMessages,
  auditQuerySchema,
  fromExpiredBodySchema,
  moveToDraftBodySchema,
  supportFormMessages,
  supportFormSchema,
  userAccessConfirmation,
  type SupportFormValues,
} from './user-admin';

const S = SUPPORT_FORM_MESSAGES;
const MOBILE_TYPES = SUPPORT_TYPES.filter(
  (t) => t !== 'change_expired_status' && t !== 'change_status_to_draft',
);
const india = { countryNameAndCode: 'India: +91' };

describe('supportFormMessages (doc 3 §5 "Admin support")', () => {
  it.each<[string, SupportFormValues]>([
    ['nothing', {}],
    ['a blank type', { supportType: '  ', phone: '9876543210' }],
    ['an unknown type', { supportType: 'reset_password', applicationNumber: 'AB12' }],
  ])('needs a support type first: %s', (_case, values) => {
    expect(supportFormMessages(values)).toEqual({ supportType: S.supportTypeRequired });
  });

  describe.each(MOBILE_TYPES)('%s: the mobile number', (supportType) => {
    it.each<[SupportFormValues, string | undefined]>([
      [{ ...india, phone: '9876543210' }, undefined],
      [{ ...india, phone: '' }, MESSAGES.mobileRequired],
      [{ ...india, phone: '   ' }, MESSAGES.mobileRequired],
      [{ ...india, phone: '12345' }, MESSAGES.mobileInvalid],
      [{ ...india, phone: '98765-43210' }, MESSAGES.mobileInvalid],
      [{ countryNameAndCode: 'United States: +1', phone: '2015550123' }, undefined],
      [{ countryNameAndCode: 'United States: +1', phone: '9876543210' }, MESSAGES.mobileInvalid],
      [{ phone: '9876543210' }, undefined],
    ])('%j -> %s', (values, message) => {
      // The application fields are not asked for: what they hold does not matter.
      const out = supportFormMessages({ supportType, applicationNumber: '', status: 'x', ...values });
      expect(out).toEqual(message ? { phone: message } : {});
    });
  });

  describe.each<SupportType>(['change_expired_status', 'change_status_to_draft'])(
    '%s: the application number',
    (supportType) => {
      it.each<[string, string | undefined]>([
        ['AIF000123', undefined],
        ['aif000123', undefined],
        ['', S.applicationNumberRequired],
        ['   ', S.applicationNumberRequired],
        ['AIF-0001', S.applicationNumberInvalid],
        ['A'.repeat(21), S.applicationNumberInvalid],
      ])('%j -> %s', (applicationNumber, message) => {
        // The mobile is not asked for.
        const out = supportFormMessages({ supportType, applicationNumber, status: 'draft', phone: '1' });
        expect(out).toEqual(message ? { applicationNumber: message } : {});
      });
    },
  );

  it('change expired status needs an open status; move to draft needs none', () => {
    for (const status of EXPIRED_STATUS_TARGETS)
      expect(
        supportFormMessages({ supportType: 'change_expired_status', applicationNumber: 'AIF1', status }),
      ).toEqual({});
    for (const status of [undefined, '', 'signed', 'completed', 'rejected', 'invitationexpired', 'paid'])
      expect(
        supportFormMessages({ supportType: 'change_expired_status', applicationNumber: 'AIF1', status }),
      ).toEqual({ status: S.statusRequired });
    expect(supportFormMessages({ supportType: 'change_expired_status' })).toEqual({
      applicationNumber: S.applicationNumberRequired,
      status: S.statusRequired,
    });
    expect(supportFormMessages({ supportType: 'change_status_to_draft', applicationNumber: 'AIF1' })).toEqual(
      {},
    );
  });

  it('the schema raises one issue per message, on its field', () => {
    const parsed = supportFormSchema().safeParse({ supportType: 'change_expired_status' });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['applicationNumber', S.applicationNumberRequired],
      ['status', S.statusRequired],
    ]);
    expect(
      supportFormSchema().safeParse({ supportType: 'unlock_user', ...india, phone: '9876543210' }).success,
    ).toBe(true);
  });
});

describe('the application status change bodies', () => {
  it('trim and upper-case the application number', () => {
    expect(
      fromExpiredBodySchema.parse({ applicationNumber: ' aif0001 ', applicationStatus: 'draft' }),
    ).toEqual({
      applicationNumber: 'AIF0001',
      applicationStatus: 'draft',
    });
    expect(moveToDraftBodySchema.parse({ applicationNumber: 'aif0001' })).toEqual({
      applicationNumber: 'AIF0001',
    });
  });

  it.each([
    [{ applicationNumber: '', applicationStatus: 'draft' }, S.applicationNumberRequired],
    [{ applicationNumber: '   ', applicationStatus: 'draft' }, S.applicationNumberRequired],
    [{ applicationStatus: 'draft' }, S.applicationNumberRequired],
    [{ applicationNumber: 'AIF1' }, S.statusRequired],
    [{ applicationNumber: 'AIF1', applicationStatus: 'paid' }, S.statusRequired],
  ])('%j is refused: %s', (body, message) => {
    const parsed = fromExpiredBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([message]);
  });

  it('accept every status (the server answers which ones an expired application may take)', () => {
    for (const applicationStatus of APPLICATION_STATUSES)
      expect(fromExpiredBodySchema.safeParse({ applicationNumber: 'AIF1', applicationStatus }).success).toBe(
        true,
      );
  });
});

describe('the audit view query', () => {
  it.each<[{ from?: string; to?: string }, Partial<Record<'from' | 'to', string>>]>([
    [{}, {}],
    [{ from: '2026-01-01' }, {}],
    [{ to: '2026-01-31' }, {}],
    [{ from: '2026-01-31', to: '2026-01-31' }, {}],
    [{ from: '2026-01-01', to: '2026-01-31' }, {}],
    [{ from: '2026-02-30' }, { from: AUDIT_MESSAGES.fromInvalid }],
    [
      { from: 'yesterday', to: '2026-13-01' },
      { from: AUDIT_MESSAGES.fromInvalid, to: AUDIT_MESSAGES.toInvalid },
    ],
    [
      { from: '2026-02-01', to: '2026-01-31' },
      { from: REPORT_MESSAGES.fromAfterTo, to: REPORT_MESSAGES.toBeforeFrom },
    ],
  ])('%j -> %j', (range, messages) => {
    expect(auditDateMessages(range)).toEqual(messages);
  });

  it('reads the page as a number and knows three kinds', () => {
    expect(auditQuerySchema.parse({ page: '3', kind: 'flags' })).toEqual({ page: 3, kind: 'flags' });
    expect(auditQuerySchema.safeParse({ kind: 'mobile_number' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('confirmations (doc 3 §8)', () => {
  it('words the access toggle as the spec does', () => {
    expect(userAccessConfirmation(false)).toBe('Are you sure you want to disable the access to this user ?');
    expect(userAccessConfirmation(true)).toBe('Are you sure you want to enable the access to this user ?');
  });
});
