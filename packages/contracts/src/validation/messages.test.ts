import { FRAME_MESSAGES } from './frame-messages';
import { MESSAGES, ordinal } from './messages';

describe('MESSAGES', () => {
  it('keeps the specification wording verbatim', () => {
    expect(MESSAGES.setupFeePercentageLimit).toBe('Setup Fee Percentage should be less then 100%');
    expect(MESSAGES.overseasCountryIndia).toBe("Country can't be choosen as INDIA");
    expect(MESSAGES.sessionTimeout).toBe('Your active session has timeout. Request you re-login.');
    expect(MESSAGES.genericError).toBe(
      'Sorry! We are unable to process your request. Please re-try after sometime.',
    );
    expect(MESSAGES.pageNotFound).toBe('Page you are requesting is not found.....');
    expect(MESSAGES.notAuthorized).toBe('You are not authorized to view this page');
    expect(MESSAGES.cannotDelete).toBe('Application can`t be Deleted');
  });

  it('fills templates', () => {
    expect(MESSAGES.applicationSaved('AIF0000042')).toBe('Application AIF0000042 - Saved successfully');
    expect(MESSAGES.noOfUnitsMinimum(500)).toBe('No of units should be greater than or equal to 500');
    expect(MESSAGES.stepNotFilled('Bank Details')).toBe(
      'In Bank Details, the required fields are not filled.',
    );
    expect(MESSAGES.cpNationalityInvalid('Ravi')).toBe('Invalid Nationality for Ravi in Controlling Person');
    expect(MESSAGES.uboDiscretionaryTrustRequired('Ravi')).toBe('Discretionary Trust of Ravi is required');
    expect(MESSAGES.accessToggleUserConfirm('disable')).toBe(
      'Are you sure you want to disable the access to this user ?',
    );
    expect(MESSAGES.accessToggleFundConfirm('enable')).toBe(
      'Are you sure you want to enable the access to the this Fund ?',
    );
    expect(MESSAGES.questionRequired('Place of birth')).toBe('Place of birth is required');
    expect(MESSAGES.copyLinkFor('Asha')).toBe('Copy Link For Asha');
  });

  it('keeps every message non-empty', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      const text = typeof value === 'function' ? (value as (x: never) => string)('X' as never) : value;
      expect(`${key}:${text.trim().length > 0}`).toBe(`${key}:true`);
    }
  });

  it('carries every frame message under its own key, with the same text', () => {
    for (const [key, value] of Object.entries(FRAME_MESSAGES)) {
      expect([key, MESSAGES[key as keyof typeof MESSAGES]]).toEqual([key, value]);
    }
    expect(FRAME_MESSAGES.loading).toBe('Loading...');
    expect(FRAME_MESSAGES.notAvailable).toBe('N/A');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});
