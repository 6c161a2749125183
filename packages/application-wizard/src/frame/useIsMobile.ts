import { useEffect, useState } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

/** True below 768 px: the stepper becomes a 'Page n/total' dropdown. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia?.(MOBILE_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return mobile;
}
