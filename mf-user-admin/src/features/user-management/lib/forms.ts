import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME_AND_CODE,
  countryCodeOf,
  userFormFields,
  type AddUserBody,
  type DistributorDetails,
  type StaffUser,
  type UserFormValues,
  type UserKind,
} from '@aif/contracts';

const text = (v: string | null | undefined) => v ?? '';

/** A new user's form: India (+91), an individual distributor, one empty scheme row. */
export function userDefaults(kind: UserKind, extra: Partial<UserFormValues> = {}): UserFormValues {
  return {
    name: '',
    email: '',
    countryNameAndCode: DEFAULT_COUNTRY_NAME_AND_CODE,
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    panNumber: '',
    empCode: '',
    leegalityName: '',
    distributorsRmCode: '',
    arnCode: '',
    distributorType: kind === 'distributor' ? 'individual' : '',
    rmId: '',
    distributorId: '',
    buildingNo: '',
    streetName: '',
    address3: '',
    city: '',
    state: '',
    country: '',
    pincode: '',
    schemeAndPlan: kind === 'distributor' ? [{ schemeId: '', planIds: [] }] : [],
    ...extra,
  };
}

/** A stored user as its edit form's values (a distributor's rows from its details). */
export function userToForm(kind: UserKind, user: StaffUser | DistributorDetails): UserFormValues {
  const rows = 'schemeAndPlan' in user ? user.schemeAndPlan : [];
  return userDefaults(kind, {
    name: user.name,
    email: text(user.email),
    countryNameAndCode: user.countryNameAndCode || DEFAULT_COUNTRY_NAME_AND_CODE,
    countryCode: user.countryCode || DEFAULT_COUNTRY_CODE,
    phone: text(user.phone),
    panNumber: text(user.panNumber),
    empCode: text(user.empCode),
    leegalityName: text(user.leegalityName),
    distributorsRmCode: text(user.distributorsRmCode),
    arnCode: text(user.arnCode),
    distributorType: kind === 'distributor' ? (user.distributorType ?? 'individual') : '',
    rmId: user.rm?.id ?? '',
    distributorId: user.distributor?.id ?? '',
    buildingNo: text(user.buildingNo),
    streetName: text(user.streetName),
    address3: text(user.address3),
    city: text(user.city),
    state: text(user.state),
    country: text(user.country),
    pincode: text(user.pincode),
    schemeAndPlan:
      kind === 'distributor'
        ? rows.length
          ? rows.map((r) => ({ schemeId: r.schemeId, planIds: [...r.planIds] }))
          : [{ schemeId: '', planIds: [] }]
        : [],
  });
}

/**
 * The body of an add or update: the fields the kind's form shows (a company distributor has no email,
 * mobile or RM), the country code taken from "India: +91" (doc 3 §7), PAN and codes upper-cased, the
 * distributor's RM's company, and only the scheme rows that name a scheme.
 */
export function userBody(kind: UserKind, values: UserFormValues): AddUserBody {
  const shown = userFormFields(kind, values);
  const body: AddUserBody = {};
  for (const field of shown) {
    if (field === 'schemeAndPlan') continue;
    const value = values[field];
    (body as Record<string, unknown>)[field] = typeof value === 'string' ? value.trim() : value;
  }
  if (shown.includes('phone')) body.countryCode = countryCodeOf(values);
  for (const field of ['panNumber', 'arnCode', 'empCode', 'distributorsRmCode'] as const)
    if (typeof body[field] === 'string') body[field] = body[field].toUpperCase();
  if (kind === 'subdistributor') body.distributorId = values.distributorId;
  if (kind === 'distributor')
    body.schemeAndPlan = (values.schemeAndPlan ?? [])
      .filter((r) => (r.schemeId ?? '').trim() !== '')
      .map((r) => ({ schemeId: r.schemeId, planIds: r.planIds ?? [] }));
  return body;
}
