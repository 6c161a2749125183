import { useRequest } from '@aif/api-client/react';
import type { UserAccessFlag } from '@aif/contracts';
import { getUserAccess } from '../../../api/users';

export interface UserAccess {
  /** The caller may add, edit and switch users of this kind. */
  canChange: boolean;
  /** The answer has come (or failed): until then nothing says "no access". */
  known: boolean;
}

/**
 * Whether the caller may change a kind's users, asked on each screen's load (doc 3 §6; the flag can be
 * withdrawn at any time). A kind without a flag (RM, distributor, distributor's RM) always may. No change
 * is offered until the answer comes, nor when the question fails; the server refuses the writes anyway.
 */
export function useUserAccess(flag: UserAccessFlag | null): UserAccess {
  const { data, loading } = useRequest(flag, (signal) => getUserAccess(flag!, signal));
  if (!flag) return { canChange: true, known: true };
  return { canChange: data === true, known: !loading };
}
