import { useRequest } from '@aif/api-client/react';
import { getFundSetupAccess } from '../../../api/funds';

export interface FundSetupAccess {
  /** The caller may change funds and plans. */
  canChange: boolean;
  /** The answer has come (or failed): until then nothing says "no access". */
  known: boolean;
}

/**
 * Whether the caller may change funds and plans, asked on each screen's load (doc 3 §6; the flag can be
 * withdrawn at any time). No change is offered until the answer comes, nor when the question fails: the
 * screens are then read-only, and the server refuses the writes anyway.
 */
export function useFundSetupAccess(): FundSetupAccess {
  const { data, loading } = useRequest('fundSetupAccess', (signal) => getFundSetupAccess(signal));
  return { canChange: data?.fundSetupAccess === true, known: !loading };
}
