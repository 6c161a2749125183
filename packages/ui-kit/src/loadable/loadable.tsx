import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code comes in its own chunk, which can also be asked for before it renders. */
export type Loadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component loaded on demand, like `React.lazy`, that shows `fallback` while its chunk downloads and
 * can be asked for early with `preload()` (one download either way; a failed one is forgotten, so the
 * next render or preload asks again, and the failure is thrown while rendering, to the nearest error
 * boundary, as `React.lazy` throws it).
 *
 * Why not `React.lazy`: a lazy component that suspends is revealed as a Suspense retry, and React holds
 * a retry's commit until 300 ms after the last fallback it showed anywhere on the page
 * (FALLBACK_THROTTLE_MS). On a cold load the chunks arrive within that window, so the dashboard's charts
 * and the wizard's step form, ready to show, waited up to 300 ms with the page idle (docs/performance.md).
 * Here the arrival is an ordinary state update, committed at once, and a chunk that has already arrived
 * renders without a fallback at all.
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): Loadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    if (!pending) {
      const current = load().then((exports) => {
        loaded = exports.default;
        return exports;
      });
      pending = current;
      current.catch(() => {
        if (pending === current) pending = undefined;
      });
    }
    return pending;
  };

  function LoadableComponent(props: P) {
    // The component itself is the state: a function, so set and read through updater functions.
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | undefined>();
    useEffect(() => {
      if (Component) return;
      let current = true;
      preload().then(
        (exports) => current && setComponent(() => exports.default),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <>{fallback}</>;
  }
  return Object.assign(LoadableComponent, { preload });
}
