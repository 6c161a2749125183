import { createElement, type ComponentType } from 'react';
import { Loader, loadable, type Loadable } from '@aif/ui-kit';

/** A step form loaded on demand, whose chunk can also be asked for before it renders. */
export type LazyStepForm = Loadable<object>;

/**
 * The step's form from its own chunk, with `preload()`: the wizard asks for the addressed step's chunk
 * while it reads the application, instead of after. One download either way; a failed one is forgotten
 * so rendering tries again. The form shows as soon as its chunk has arrived (`loadable`, not
 * `React.lazy`, whose reveal React may hold for up to 300 ms).
 */
export function lazyStep(load: () => Promise<{ default: ComponentType }>): LazyStepForm {
  return loadable(load, createElement(Loader));
}
