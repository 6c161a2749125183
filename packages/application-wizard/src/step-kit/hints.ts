import {
  BANK_ACCOUNT_MAX_LENGTH,
  BANK_ACCOUNT_MIN_LENGTH,
  CKYC_LENGTH,
  CL_ID_LENGTH,
  DP_ID_LENGTH,
  DP_ID_PREFIX,
  DPCL_ID_LENGTH,
  PAN_LENGTH,
  PINCODE_LENGTH_INDIA,
} from '@aif/contracts';

/**
 * The rule of a field whose message does not state it ('Invalid CKYC No'), shown as the field's hint;
 * the message itself stays the specification's.
 */
export const FIELD_HINTS = {
  ckyc: `${CKYC_LENGTH} digits`,
  dpId: `${DP_ID_LENGTH} characters: ${DP_ID_PREFIX} and ${DP_ID_LENGTH - DP_ID_PREFIX.length} digits`,
  clId: `${CL_ID_LENGTH} digits`,
  dpclId: `${DPCL_ID_LENGTH} digits`,
  ifsc: '11 characters: 4 letters, 0, then 6 letters or digits',
  accountNumber: `${BANK_ACCOUNT_MIN_LENGTH} to ${BANK_ACCOUNT_MAX_LENGTH} digits`,
  pincode: (india: boolean) => (india ? `${PINCODE_LENGTH_INDIA} digits` : '3 to 10 letters or digits'),
  pan: `${PAN_LENGTH} characters, as ABCDE1234F`,
} as const;
