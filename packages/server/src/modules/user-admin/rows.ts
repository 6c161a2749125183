import {
  type DistributorType,
  type StaffRole,
  type StaffUser,
  type UserFormValues,
  type UserInput,
  type UserKind,
} from '@aif/contracts';
import type { users } from '../../db/schema';

/** Stored users and how they become the contracts' answers, and back into form values for a merge. */
export type UserRow = typeof users.$inferSelect;

/** The names a user's references show (its RM, its company distributor). */
export interface RefNames {
  rm: { id: string; name: string } | null;
  distributor: { id: string; name: string; type: DistributorType | null; arnCode: string | null } | null;
}

export function staffUser(row: UserRow, refs: RefNames): StaffUser {
  return {
    id: row.id,
    role: row.role as StaffRole,
    name: row.name,
    email: row.email,
    countryCode: row.countryCode,
    countryNameAndCode: row.countryNameAndCode,
    phone: row.phone,
    isActive: row.isActive,
    panNumber: row.panNumber,
    empCode: row.empCode,
    leegalityName: row.leegalityName,
    distributorsRmCode: row.distributorsRmCode,
    arnCode: row.arnCode,
    distributorType: row.distributorType ?? null,
    rm: refs.rm,
    distributor: refs.distributor,
    buildingNo: row.buildingNo,
    streetName: row.streetName,
    address3: row.address3,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored distributor's plans as the form's scheme-and-plan rows, one per scheme. */
export function schemeRows(mapped: readonly { schemeId: string; planId: string }[]) {
  const bySheme = new Map<string, string[]>();
  for (const m of mapped) bySheme.set(m.schemeId, [...(bySheme.get(m.schemeId) ?? []), m.planId]);
  return [...bySheme].map(([schemeId, planIds]) => ({ schemeId, planIds }));
}

/** A stored user as the form's values, so that a partial update merges onto them. */
export function storedFormValues(
  row: UserRow,
  mapped: readonly { schemeId: string; planId: string }[],
): UserFormValues {
  return {
    name: row.name,
    email: row.email,
    countryNameAndCode: row.countryNameAndCode,
    countryCode: row.countryCode,
    phone: row.phone,
    panNumber: row.panNumber,
    empCode: row.empCode,
    leegalityName: row.leegalityName,
    distributorsRmCode: row.distributorsRmCode,
    arnCode: row.arnCode,
    distributorType: row.distributorType,
    rmId: row.rmId,
    distributorId: row.distributorId,
    buildingNo: row.buildingNo,
    streetName: row.streetName,
    address3: row.address3,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    schemeAndPlan: schemeRows(mapped),
  };
}

/**
 * A normalised form as the `users` columns. A company distributor's own RM is not a form field (doc 3
 * §2.8): it is left as stored (`keepRm`), so editing the company never moves its applications.
 */
export function userColumns(kind: UserKind, input: UserInput, keepRm: boolean) {
  const { planIds: _planIds, rmId, distributorId, ...fields } = input;
  return {
    ...fields,
    ...(keepRm ? {} : { rmId }),
    distributorId: kind === 'subdistributor' ? distributorId : null,
  };
}
