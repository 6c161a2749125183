import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_NAME_AND_CODE } from '../constants';
import { DISTRIBUTOR_TYPES, type DistributorType } from '../enums/admin';
import { isValidAddressLine } from './address';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';
import { isValidMobile, normaliseCountryCode } from './mobile';
import { validatePanFormat } from './pan';
import { LIST_LIMITS, list, optionalText, textCharactersMessage, TEXT_LIMITS } from './text';

/**
 * User management's forms (doc 3 §2.8, §3, §5 "User forms"; 0-product-decisions §9): relationship
 * manager, distributor (company or individual), distributor's RM, trustee, investment manager, AIF
 * approver and AIF admin. One loose shape holds every field (the browser's form values and the API's
 * body); `userFormMessages(kind, values)` gives one message per field for that kind, and
 * `normaliseUserForm` the stored value. The spec words the profile forms' messages ("Required Name!",
 * "Address 1 required!"...); the others are written in the same voice.
 */
export const USER_KINDS = [
  'rm',
  'distributor',
  'subdistributor',
  'trustee',
  'fundmanager',
  'amcapprover',
  'amcadmin',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const USER_FORM_MESSAGES = {
  nameRequired: 'Required Name!',
  emailRequired: 'Required Email!',
  emailInvalid: 'Invalid Email Id',
  contactRequired: 'Required Contact Details!',
  mobileInvalid: MESSAGES.mobileInvalid,
  countryCodeRequired: MESSAGES.countryCodeRequired,
  address1Required: 'Address 1 required!',
  addressInvalid: (line: number) => MESSAGES.addressLineInvalid(line),
  panRequired: 'PAN required!',
  panInvalid: MESSAGES.panInvalid,
  empCodeRequired: 'Emp Code required!',
  codeInvalid: (label: string) => `Invalid ${label}`,
  esignNameRequired: 'E-sign Name required!',
  rmRequired: "Required AMC's RM Name!",
  distributorTypeRequired: 'Required Distributor Type!',
  distributorRequired: 'Required Distributor!',
  pincodeInvalid: 'Invalid Pincode',
  textInvalid: (label: string) => `Invalid ${label}`,
  /** doc 3 §8: adding another scheme row before the last one has a scheme and plans. */
  schemeRowIncomplete: 'Please choose applicable scheme and plans to add more applicable schemes and plans',
  planRequired: 'Please select at least one plan for the selected scheme',
  schemeRepeated: 'This scheme is already chosen in another row',
} as const;

/** Labels of the form fields (doc 3 §2.8), shared by forms, detail pages and messages. */
export const USER_FIELD_LABELS = {
  name: 'Name',
  email: 'Email Id',
  phone: 'Contact Number',
  countryNameAndCode: 'Country Code',
  panNumber: 'PAN',
  empCode: 'Emp Code',
  leegalityName: 'E-sign Name',
  distributorsRmCode: "Distributor's RM Code",
  arnCode: 'ARN Code',
  distributorType: 'Distributor Type',
  rmId: "AMC's RM Name",
  distributorId: 'Distributor',
  buildingNo: 'Address 1',
  streetName: 'Address 2',
  address3: 'Address 3',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
  schemeAndPlan: 'Applicable Scheme and Plans',
} as const;

/** One scheme-and-plan row of the distributor form. */
export const schemePlanRowSchema = z.object({
  schemeId: optionalText(TEXT_LIMITS.code),
  planIds: list(z.string().max(TEXT_LIMITS.code), LIST_LIMITS.entries * 10).nullish(),
});
export type SchemePlanRow = z.infer<typeof schemePlanRowSchema>;

const field = (max: number) => optionalText(max);

/** Every user form's fields, as the browser holds them and the API receives them. */
export const userFormShape = z.object({
  name: field(TEXT_LIMITS.line),
  email: field(TEXT_LIMITS.email),
  /** "India: +91"; `countryCode` is the text after the colon (doc 3 §7). */
  countryNameAndCode: field(TEXT_LIMITS.line),
  countryCode: field(TEXT_LIMITS.code),
  phone: field(TEXT_LIMITS.code),
  panNumber: field(TEXT_LIMITS.code),
  empCode: field(TEXT_LIMITS.code),
  leegalityName: field(TEXT_LIMITS.name),
  distributorsRmCode: field(TEXT_LIMITS.code),
  arnCode: field(TEXT_LIMITS.code),
  distributorType: field(TEXT_LIMITS.code),
  /** The fund house's RM: an individual distributor's and a distributor's RM's. */
  rmId: field(TEXT_LIMITS.code),
  /** A distributor's RM's company distributor. */
  distributorId: field(TEXT_LIMITS.code),
  buildingNo: field(TEXT_LIMITS.line),
  streetName: field(TEXT_LIMITS.line),
  address3: field(TEXT_LIMITS.line),
  city: field(TEXT_LIMITS.line),
  state: field(TEXT_LIMITS.line),
  country: field(TEXT_LIMITS.line),
  pincode: field(TEXT_LIMITS.code),
  schemeAndPlan: list(schemePlanRowSchema, LIST_LIMITS.entries).nullish(),
});
export type UserFormValues = z.input<typeof userFormShape>;
export type UserFormField = keyof UserFormValues;

/** The fields each kind's form shows, in the form's order (doc 3 §2.8, §3). */
export const USER_FORM_FIELDS: Record<UserKind, readonly UserFormField[]> = {
  rm: ['name', 'email', 'countryNameAndCode', 'phone', 'panNumber', 'empCode', ...addressFields()],
  distributor: [
    'distributorType',
    'name',
    'email',
    'countryNameAndCode',
    'phone',
    'panNumber',
    'arnCode',
    'rmId',
    ...addressFields(),
    'schemeAndPlan',
  ],
  subdistributor: [
    'name',
    'email',
    'countryNameAndCode',
    'phone',
    'panNumber',
    'distributorsRmCode',
    'rmId',
    ...addressFields(),
  ],
  trustee: ['name', 'email', 'countryNameAndCode', 'phone', 'leegalityName', 'panNumber', ...addressFields()],
  fundmanager: ['name', 'email', 'countryNameAndCode', 'phone', 'leegalityName', ...addressFields()],
  amcapprover: ['name', 'email', 'countryNameAndCode', 'phone', 'panNumber', ...addressFields()],
  amcadmin: ['name', 'email', 'countryNameAndCode', 'phone'],
};

function addressFields(): UserFormField[] {
  return ['buildingNo', 'streetName', 'address3', 'city', 'state', 'country', 'pincode'];
}

/** Fields a company distributor does not have: it is an organisation, not a login (§9). */
export const COMPANY_DISTRIBUTOR_HIDDEN: readonly UserFormField[] = [
  'email',
  'countryNameAndCode',
  'phone',
  'rmId',
];

/** The fields a form shows for a kind; a distributor's depend on its type. */
export function userFormFields(kind: UserKind, values?: Pick<UserFormValues, 'distributorType'>) {
  const fields = USER_FORM_FIELDS[kind];
  if (kind === 'distributor' && values?.distributorType === 'company')
    return fields.filter((f) => !COMPANY_DISTRIBUTOR_HIDDEN.includes(f));
  return fields;
}

/** Required markers per kind (doc 3 §5 "User forms"; the profile forms' messages). */
export function isUserFieldRequired(
  kind: UserKind,
  field: UserFormField,
  values?: Pick<UserFormValues, 'distributorType'>,
): boolean {
  const company = kind === 'distributor' && values?.distributorType === 'company';
  switch (field) {
    case 'name':
      return true;
    case 'email':
    case 'phone':
    case 'countryNameAndCode':
      return !company;
    case 'panNumber':
      return kind !== 'fundmanager' && kind !== 'amcadmin';
    case 'empCode':
      return kind === 'rm';
    case 'leegalityName':
      return kind === 'trustee' || kind === 'fundmanager';
    case 'distributorType':
      return kind === 'distributor';
    case 'rmId':
      return kind === 'subdistributor' || (kind === 'distributor' && !company);
    case 'buildingNo':
      return kind !== 'amcadmin';
    default:
      return false;
  }
}

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}
function str(v: unknown): string {
  return v === null || v === undefined ? '' : String(v).trim();
}

/** The country code of "India: +91" (the text after the colon), else the code given, else +91. */
export function countryCodeOf(values: Pick<UserFormValues, 'countryNameAndCode' | 'countryCode'>): string {
  const label = str(values.countryNameAndCode);
  const afterColon = label.includes(':') ? label.slice(label.lastIndexOf(':') + 1).trim() : '';
  const code = afterColon || str(values.countryCode);
  return code ? normaliseCountryCode(code) : DEFAULT_COUNTRY_CODE;
}

const CODE_REGEX = /^[A-Za-z0-9][A-Za-z0-9 /_-]*$/;
const PINCODE_REGEX = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

/** One message per field for a kind's form, in the form's order; the distributor's rows under `schemeAndPlan`. */
export function userFormMessages(
  kind: UserKind,
  values: UserFormValues,
): Partial<Record<UserFormField, string>> {
  const out: Partial<Record<UserFormField, string>> = {};
  const shown = userFormFields(kind, values);
  const required = (f: UserFormField) => shown.includes(f) && isUserFieldRequired(kind, f, values);
  const set = (f: UserFormField, message: string | null | undefined) => {
    if (message && !out[f]) out[f] = message;
  };

  if (kind === 'distributor') {
    if (blank(values.distributorType)) set('distributorType', USER_FORM_MESSAGES.distributorTypeRequired);
    else if (!(DISTRIBUTOR_TYPES as readonly string[]).includes(str(values.distributorType)))
      set('distributorType', USER_FORM_MESSAGES.codeInvalid(USER_FIELD_LABELS.distributorType));
  }

  if (blank(values.name)) set('name', USER_FORM_MESSAGES.nameRequired);
  else set('name', textCharactersMessage(str(values.name)));

  if (shown.includes('email')) {
    if (blank(values.email)) {
      if (required('email')) set('email', USER_FORM_MESSAGES.emailRequired);
    } else if (!isValidEmail(str(values.email))) set('email', USER_FORM_MESSAGES.emailInvalid);
  }

  if (shown.includes('phone')) {
    const code = countryCodeOf(values);
    if (blank(values.phone)) {
      if (required('phone')) set('phone', USER_FORM_MESSAGES.contactRequired);
    } else if (!/^\d+$/.test(str(values.phone)) || !isValidMobile(code, str(values.phone)))
      set('phone', USER_FORM_MESSAGES.mobileInvalid);
  }

  if (shown.includes('panNumber')) {
    const pan = str(values.panNumber).toUpperCase();
    if (!pan) {
      if (required('panNumber')) set('panNumber', USER_FORM_MESSAGES.panRequired);
    } else if (!validatePanFormat(pan)) set('panNumber', USER_FORM_MESSAGES.panInvalid);
  }

  if (shown.includes('empCode')) {
    if (blank(values.empCode)) {
      if (required('empCode')) set('empCode', USER_FORM_MESSAGES.empCodeRequired);
    } else if (!CODE_REGEX.test(str(values.empCode)))
      set('empCode', USER_FORM_MESSAGES.codeInvalid(USER_FIELD_LABELS.empCode));
  }

  if (shown.includes('leegalityName')) {
    if (blank(values.leegalityName)) {
      if (required('leegalityName')) set('leegalityName', USER_FORM_MESSAGES.esignNameRequired);
    } else set('leegalityName', textCharactersMessage(str(values.leegalityName)));
  }

  for (const f of ['distributorsRmCode', 'arnCode'] as const) {
    if (shown.includes(f) && !blank(values[f]) && !CODE_REGEX.test(str(values[f])))
      set(f, USER_FORM_MESSAGES.codeInvalid(USER_FIELD_LABELS[f]));
  }

  if (required('rmId') && blank(values.rmId)) set('rmId', USER_FORM_MESSAGES.rmRequired);

  if (shown.includes('buildingNo')) {
    const lines = [values.buildingNo, values.streetName, values.address3] as const;
    lines.forEach((line, i) => {
      const f = (['buildingNo', 'streetName', 'address3'] as const)[i]!;
      if (blank(line)) {
        if (required(f)) set(f, USER_FORM_MESSAGES.address1Required);
      } else if (!isValidAddressLine(str(line))) set(f, USER_FORM_MESSAGES.addressInvalid(i + 1));
    });
    for (const f of ['city', 'state', 'country'] as const)
      if (!blank(values[f])) set(f, textCharactersMessage(str(values[f])));
    if (!blank(values.pincode) && !PINCODE_REGEX.test(str(values.pincode)))
      set('pincode', USER_FORM_MESSAGES.pincodeInvalid);
  }

  if (shown.includes('schemeAndPlan')) set('schemeAndPlan', schemeRowsMessage(values.schemeAndPlan ?? []));
  return out;
}

/** The distributor's scheme-and-plan rows: a chosen scheme needs a plan; a scheme appears once. */
export function schemeRowsMessage(rows: readonly SchemePlanRow[]): string | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const scheme = str(row.schemeId);
    if (!scheme) continue;
    if (!(row.planIds ?? []).length) return USER_FORM_MESSAGES.planRequired;
    if (seen.has(scheme)) return USER_FORM_MESSAGES.schemeRepeated;
    seen.add(scheme);
  }
  return null;
}

/** Whether another scheme row may be added (doc 3 §8): the last row has a scheme and plans. */
export function mayAddSchemeRow(rows: readonly SchemePlanRow[]): boolean {
  const last = rows[rows.length - 1];
  return !last || (!blank(last.schemeId) && (last.planIds ?? []).length > 0);
}

/** A kind's form as a zod schema (one issue per field) for react-hook-form and the server. */
export function userFormSchema(kind: UserKind) {
  return userFormShape.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(userFormMessages(kind, values)))
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** A user as stored: trimmed, PAN and codes upper-cased, blanks null; the fields its kind lacks null. */
export interface UserInput {
  name: string;
  email: string | null;
  countryCode: string | null;
  countryNameAndCode: string | null;
  phone: string | null;
  panNumber: string | null;
  empCode: string | null;
  leegalityName: string | null;
  distributorsRmCode: string | null;
  arnCode: string | null;
  distributorType: DistributorType | null;
  rmId: string | null;
  distributorId: string | null;
  buildingNo: string | null;
  streetName: string | null;
  address3: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
  /** The distributor's plans: every plan of every row. */
  planIds: string[];
}

export function normaliseUserForm(kind: UserKind, values: UserFormValues): UserInput {
  const shown = userFormFields(kind, values);
  const opt = (f: UserFormField) => (shown.includes(f) ? str(values[f]) || null : null);
  const upper = (f: UserFormField) => opt(f)?.toUpperCase() ?? null;
  const hasPhone = shown.includes('phone');
  const planIds = [
    ...new Set(
      (values.schemeAndPlan ?? []).filter((r) => !blank(r.schemeId)).flatMap((r) => r.planIds ?? []),
    ),
  ];
  return {
    name: str(values.name),
    email: opt('email')?.toLowerCase() ?? null,
    countryCode: hasPhone ? countryCodeOf(values) : null,
    countryNameAndCode: hasPhone ? str(values.countryNameAndCode) || DEFAULT_COUNTRY_NAME_AND_CODE : null,
    phone: opt('phone'),
    panNumber: upper('panNumber'),
    empCode: upper('empCode'),
    leegalityName: opt('leegalityName'),
    distributorsRmCode: upper('distributorsRmCode'),
    arnCode: upper('arnCode'),
    distributorType: kind === 'distributor' ? (str(values.distributorType) as DistributorType) : null,
    rmId: opt('rmId'),
    distributorId: kind === 'subdistributor' ? str(values.distributorId) || null : null,
    buildingNo: opt('buildingNo'),
    streetName: opt('streetName'),
    address3: opt('address3'),
    city: opt('city'),
    state: opt('state'),
    country: opt('country'),
    pincode: upper('pincode'),
    planIds: kind === 'distributor' ? planIds : [],
  };
}
