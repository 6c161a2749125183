import { AMC_ADMIN_FLAGS, type AccessFlag, type AccessFlags } from '@aif/contracts';

/** The flags granted, in AMC_ADMIN_FLAGS order. */
export function grantedFlags(flags: AccessFlags): AccessFlag[] {
  return AMC_ADMIN_FLAGS.filter((f) => flags[f] === true);
}
