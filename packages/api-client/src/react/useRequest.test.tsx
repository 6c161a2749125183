import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../errors';
import { useRequest } from './useRequest';

/** A request the test answers by hand, recording the signal it was given. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('loads once per key and exposes the answer', async () => {
    const load = jest.fn(async () => 'first');
    const { result, rerender } = renderHook(({ k }) => useRequest(k, load), { initialProps: { k: 'a' } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('first'));
    expect(result.current.loading).toBe(false);
    rerender({ k: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a request whose key has changed, and aborts it', async () => {
    const calls: { key: string; signal: AbortSignal; d: ReturnType<typeof deferred<string>> }[] = [];
    const { result, rerender } = renderHook(
      ({ k }) =>
        useRequest(k, (signal) => {
          const d = deferred<string>();
          calls.push({ key: k, signal, d });
          return d.promise;
        }),
      { initialProps: { k: 'old' } },
    );
    rerender({ k: 'new' });
    expect(calls.map((c) => c.key)).toEqual(['old', 'new']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.d.resolve('new answer'));
    await act(async () => calls[0]!.d.resolve('old answer'));
    expect(result.current.data).toBe('new answer');
    expect(result.current.loading).toBe(false);
  });

  it('does nothing while the key is null', () => {
    const load = jest.fn(async () => 1);
    const { result } = renderHook(() => useRequest(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it("shows the catalogue's message for a failure, and clears it on a successful reload", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useRequest('k', async () => {
        if (fail) throw new ApiError({ code: 'HTTP_ERROR', status: 400, message: 'Plan is closed' });
        return 'ok';
      }),
    );
    await waitFor(() => expect(result.current.error).toBe('Plan is closed'));
    fail = false;
    await act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    expect(result.current.data).toBe('ok');
  });

  it('reload resolves after the new answer is applied; setData replaces the copy', async () => {
    let n = 0;
    const { result } = renderHook(() => useRequest('k', async () => ++n));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => result.current.reload());
    expect(result.current.data).toBe(2);
    act(() => result.current.setData(42));
    expect(result.current.data).toBe(42);
  });

  it('aborts the request in flight when the component unmounts', () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useRequest('k', (signal) => {
        seen = signal;
        return new Promise(() => undefined);
      }),
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});
