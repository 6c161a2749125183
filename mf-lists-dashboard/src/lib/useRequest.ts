import { useCallback, useEffect, useState } from 'react';
import { toUserMessage } from '@aif/api-client';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  /** The api-client catalogue's message for the failure, or null. */
  error: string | null;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (and on `reload`), aborting the previous request, so a fast typist or
 * a quick back navigation never shows an older answer over a newer one.
 */
export function useRequest<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): RequestState<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(load !== null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    if (!load) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(toUserMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `load` is recreated on every render; `key` says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  return { data, loading, error, reload };
}
