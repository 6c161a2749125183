import { AMC_ADMIN_FLAGS, type AccessFlag, type AccessFlags } from '@aif/contracts';

/** Every flag an AIF admin may hold, each true or false: what the dialogs send (no flag left unsaid). */
export function completeFlags(flags: AccessFlags): Record<AccessFlag, boolean> {
  return Object.fromEntries(AMC_ADMIN_FLAGS.map((f) => [f, flags[f] === true])) as Record<
    AccessFlag,
    boolean
  >;
}

/** The flags granted, in AMC_ADMIN_FLAGS order. */
export function grantedFlags(flags: AccessFlags): AccessFlag[] {
  return AMC_ADMIN_FLAGS.filter((f) => flags[f] === true);
}

/** "+91 9876543210"; "-" without a number. */
export function mobileText(countryCode: string | null, phone: string | null): string | null {
  return phone ? `${countryCode ?? ''} ${phone}`.trim() : null;
}
