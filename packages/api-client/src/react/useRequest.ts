import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserMessage } from '../errors';

export interface RequestState<T> {
  /** The last answer (kept while a newer request is loading, so a table does not blink). */
  data: T | undefined;
  loading: boolean;
  /** The api-client catalogue's message for the failure, or null. */
  error: string | null;
  /** Asks again with the same key; resolves when that answer (or failure) has been applied. */
  reload: () => Promise<void>;
  /** Replaces the copy in memory (with what the server answered to a save). */
  setData: (data: T) => void;
}

/**
 * The one loading pattern of the browser: `load(signal)` runs whenever `key` changes (none while the key
 * is null) and on `reload`. The previous request is aborted and its late answer dropped, so a fast
 * typist or a quick back navigation never sees an older answer over a newer one.
 *
 * `load` may be a new function on every render: `key` says when its inputs changed.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  const keyRef = useRef(key);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
  });

  const run = useCallback(async (runKey: string | null) => {
    current.current?.abort();
    if (runKey === null) {
      current.current = null;
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    setError(null);
    try {
      const value = await loadRef.current(controller.signal);
      if (!controller.signal.aborted) setData(value);
    } catch (failure) {
      if (!controller.signal.aborted) setError(toUserMessage(failure));
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // The effect above has already stored this render's `load`.
    void run(key);
    return () => current.current?.abort();
    // `load` is read through its ref: a new function on every render must not cause a request.
  }, [key, run]);

  const reload = useCallback(() => run(keyRef.current), [run]);
  return { data, loading, error, reload, setData };
}
