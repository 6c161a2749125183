import * as K from './constants';

describe('constants', () => {
  it('holds the limits of section 9', () => {
    expect([K.AGE_OF_MAJORITY, K.MAX_AGE]).toEqual([18, 125]);
    expect([K.MAX_APPLICANTS, K.MAX_NOMINEES, K.MAX_BANKS]).toEqual([3, 3, 2]);
    expect([
      K.OTP_LENGTH,
      K.OTP_RESEND_WAIT_SECONDS,
      K.OTP_MAX_FAILED_ATTEMPTS,
      K.OTP_MAX_RESENDS_PER_HOUR,
      K.OTP_VALIDITY_SECONDS,
    ]).toEqual([6, 60, 3, 2, 300]);
    expect([K.TOAST_DURATION_MS, K.MAX_TOASTS, K.PAGE_SIZE, K.SEARCH_DEBOUNCE_MS]).toEqual([
      3000, 2, 10, 500,
    ]);
    expect([
      K.SETUP_FEE_GST_PERCENT,
      K.SETUP_FEE_PERCENT_LIMIT,
      K.PREMIUM_PERCENT_MIN,
      K.PREMIUM_PERCENT_MAX,
    ]).toEqual([18, 101, 0, 100]);
    expect(K.DEFAULT_MIN_COMMITMENT).toBe(10_000_000);
    expect(K.SIDE_NAV_WIDTH_PX).toBe(169);
    expect(K.MAX_SIGNATORIES_PER_GROUP).toBe(20);
    expect(K.INVITATION_EXPIRY_DAYS).toBe(30);
    expect([K.DEFAULT_COUNTRY_CODE, K.DEFAULT_COUNTRY_NAME_AND_CODE, K.TIME_ZONE, K.DATE_FORMAT]).toEqual([
      '+91',
      'India: +91',
      'Asia/Kolkata',
      'DD/MM/YYYY',
    ]);
  });

  it('builds and reads country name-and-code labels', () => {
    expect(K.countryNameAndCode('India', '91')).toBe('India: +91');
    expect(K.countryNameAndCode('United States', '+1')).toBe('United States: +1');
    expect(K.countryCodeFromNameAndCode('India: +91')).toBe('+91');
    expect(K.countryCodeFromNameAndCode('+44')).toBe('+44');
  });

  it('formats application numbers as AIF + 7 digits', () => {
    expect(K.formatApplicationNumber(42)).toBe('AIF0000042');
    expect(K.formatApplicationNumber(9_999_999)).toBe('AIF9999999');
    expect(() => K.formatApplicationNumber(10_000_000)).toThrow(RangeError);
    expect(K.wholeApplicationNumber(' aif0000042 ')).toBe('AIF0000042');
    expect(K.wholeApplicationNumber('AIF000004')).toBeNull();
    expect(K.wholeApplicationNumber('AIF00000421')).toBeNull();
    expect(K.wholeApplicationNumber('0000042')).toBeNull();
    expect(() => K.formatApplicationNumber(-1)).toThrow(RangeError);
  });
});
