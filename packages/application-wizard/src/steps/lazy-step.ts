import { lazy, type ComponentType } from 'react';

/** A step form loaded on demand, whose chunk can also be asked for before it renders. */
export type LazyStepForm = ComponentType & { preload: () => Promise<unknown> };

/**
 * `lazy(load)` with `preload()`: the wizard asks for the step's chunk while it reads the application,
 * instead of after. One download either way; a failed one is forgotten so rendering tries again.
 */
export function lazyStep(load: () => Promise<{ default: ComponentType }>): LazyStepForm {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const get = () => {
    if (!pending) {
      const current = load();
      pending = current;
      current.catch(() => {
        if (pending === current) pending = undefined;
      });
    }
    return pending;
  };
  return Object.assign(lazy(get), { preload: get });
}
