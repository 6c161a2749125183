import {
  ACCESS_FLAG_LABELS,
  USER_FIELD_LABELS as L,
  userFormFields,
  type AccessFlag,
  type DistributorDetails,
  type StaffUser,
  type UserKind,
} from '@aif/contracts';

/** One line of a details page: its label and text (null reads "-"). */
export interface DetailLine {
  label: string;
  value: string | null;
}

const typeText = (t: string | null) => (t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}` : null);

/**
 * A user's details in its form's order (doc 3 §2.8): the mobile with its country code, the RM and
 * company by name, a distributor's schemes with their plans; the access state last. A company
 * distributor shows no email or contact (it has none).
 */
export function userDetailLines(kind: UserKind, user: StaffUser | DistributorDetails): DetailLine[] {
  const lines: DetailLine[] = [];
  if (kind === 'subdistributor')
    lines.push({ label: L.distributorId, value: user.distributor?.name ?? null });
  for (const field of userFormFields(kind, { distributorType: user.distributorType })) {
    switch (field) {
      case 'countryNameAndCode':
        break;
      case 'phone':
        lines.push({
          label: L.phone,
          value: user.phone ? [user.countryCode, user.phone].filter(Boolean).join(' ') : null,
        });
        break;
      case 'distributorType':
        lines.push({ label: L.distributorType, value: typeText(user.distributorType) });
        break;
      case 'rmId':
        lines.push({ label: L.rmId, value: user.rm?.name ?? null });
        break;
      case 'distributorId':
        break;
      case 'schemeAndPlan': {
        const schemes = 'planDetails' in user ? user.planDetails.schemes : [];
        if (!schemes.length) lines.push({ label: L.schemeAndPlan, value: null });
        for (const s of schemes)
          lines.push({
            label: s.schemeName,
            // As the form's plan choices show them: the series number tells apart plans of one name.
            value: s.plans.map((p) => `${p.planCode} - ${p.planDescription}`).join(', ') || null,
          });
        break;
      }
      default:
        lines.push({ label: (L as Record<string, string>)[field] ?? field, value: user[field] ?? null });
    }
  }
  lines.push({ label: 'Access', value: user.isActive ? 'Active' : 'Inactive' });
  return lines;
}

/**
 * An AMC admin's access rights, read-only (decisions §9: the superadmin grants them on /amc-admins):
 * the flags the answer carries, each Yes or No; none when the answer carries none.
 */
export function flagLines(user: unknown): DetailLine[] {
  const flags = (user as { flags?: Partial<Record<AccessFlag, boolean>> }).flags;
  if (!flags) return [];
  return (Object.keys(ACCESS_FLAG_LABELS) as AccessFlag[]).map((flag) => ({
    label: ACCESS_FLAG_LABELS[flag],
    value: flags[flag] ? 'Yes' : 'No',
  }));
}
