import { useCallback, useEffect, useState } from 'react';
import { toUserMessage } from '@aif/api-client';

export interface Loaded<T> {
  data: T | null;
  /** The failure as the user should read it. */
  error: string | null;
  loading: boolean;
  /** Reads it again (after a 409, or after it changed elsewhere). */
  reload: () => Promise<void>;
  /** Replaces the copy in memory (with what the server answered to a save). */
  setData: (data: T) => void;
}

/**
 * `fetch(key)` once per key, none while the key is null; an answer that arrives after the key changed or
 * the component left is dropped. The application pages' one loading pattern.
 */
export function useLoaded<T>(key: string | null, fetch: (key: string) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(key !== null);

  const load = useCallback(
    async (signal?: { cancelled: boolean }) => {
      if (key === null) return;
      setLoading(true);
      setError(null);
      try {
        const loaded = await fetch(key);
        if (!signal?.cancelled) setData(loaded);
      } catch (e) {
        if (!signal?.cancelled) setError(toUserMessage(e));
      } finally {
        if (!signal?.cancelled) setLoading(false);
      }
    },
    [key, fetch],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);

  return { data, error, loading, reload: () => load(), setData };
}
