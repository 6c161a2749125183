import { useRequest } from '@aif/api-client/react';
import { SUPPORT_TYPE_ACCESS, SUPPORT_TYPES, type SessionUser, type SupportType } from '@aif/contracts';
import {
  getApplicationStatusChangeAccess,
  getUnlockingAccess,
  getWhitelistingAccess,
} from '../../../api/admin-support';

export interface SupportAccess {
  /** The support types the user's flags offer, in the order of SUPPORT_TYPES. */
  types: SupportType[];
  /** The flags are still being asked for. */
  loading: boolean;
}

/**
 * The support types offered (doc 3 §6): unlocking access offers Unlock User, whitelisting access the
 * three whitelist actions, status-change access the two application actions. The three flags are asked
 * for on each visit (a withdrawn flag takes effect at once), and only for a user with the admin-support
 * flag; a question that fails offers nothing (the server refuses those calls anyway).
 */
export function useSupportAccess(user: SessionUser): SupportAccess {
  const allowed = user.flags.adminSupport === true;
  const { data, loading } = useRequest(allowed ? `support-access:${user.id}` : null, async (signal) => {
    const [unlocking, whitelisting, statusChange] = await Promise.allSettled([
      getUnlockingAccess(signal),
      getWhitelistingAccess(signal),
      getApplicationStatusChangeAccess(signal),
    ]);
    const granted = (r: PromiseSettledResult<boolean>) => r.status === 'fulfilled' && r.value;
    return {
      unlockingAccess: granted(unlocking),
      whitelistingAccess: granted(whitelisting),
      applicationStatusChangeAccess: granted(statusChange),
    } as Partial<Record<string, boolean>>;
  });
  const types = data ? SUPPORT_TYPES.filter((t) => data[SUPPORT_TYPE_ACCESS[t]] === true) : [];
  return { types, loading: allowed && loading };
}
