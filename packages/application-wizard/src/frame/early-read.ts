import { earlyGet, type EarlyGet } from '@aif/api-client';
import { WIZARD_MASTERS, mdmsPath } from '../api/mdms-files';
import type { WizardConfig } from './routes';
import { readTarget } from './target';
import type { WizardApplication } from './types';

// Imports no values from contracts, the API client's requests or the step schemas: the remote runs this
// before the rest of its code, and evaluating that code (contracts' schemas above all) is most of what a
// cold load waits for once the code has downloaded. The package and the API client have no side effects,
// so the bundle takes each import from its own small module (`earlyGet`), not from the barrels.

/** The application asked for before the wizard rendered, until the wizard takes it. */
let early: { id: string; read: EarlyGet<WizardApplication> } | null = null;

/** The step slug `pathname` addresses under one of the flow's two wizard routes, else null. */
function addressedStep(config: WizardConfig, pathname: string): string | null {
  for (const base of [config.routes.wizardBase, config.routes.editBase]) {
    if (pathname.startsWith(`${base}/`)) {
      const slug = pathname.slice(base.length + 1).split('/')[0] ?? '';
      // The flow's steps with a form (every step has one): contracts' step list is not imported here.
      return Object.prototype.hasOwnProperty.call(config.forms, slug) ? slug : null;
    }
  }
  return null;
}

/**
 * On a cold load of a step's address (a reload, an investor's link), asks for the application, the master
 * lists and the step's form as soon as the remote's code has downloaded, instead of once that code has run
 * and the wizard has rendered (hundreds of milliseconds on a phone, which these three waited for). The
 * remote calls it from a module its exposed App imports first (`src/early-read.ts`).
 *
 * Plain `fetch` (`earlyGet`), since the API client sends on a later turn (its interceptors), that is after
 * the rest of the area's code has run. The application's answer is taken by the wizard
 * (`takeEarlyApplication`) when it opens the same application with the same session, and only a 200 at
 * most 15 s old; anything else and the wizard asks through the API client as before, which shows its
 * failure as it always has. The master lists are public
 * files the browser may keep for five minutes: asking for them early lets the wizard's own request take the
 * same answer. Any other address, no session or no application to open asks for nothing. The application
 * is the one the wizard would open: the router's state of this history entry, else this tab's stored one.
 */
export function readWizardEarly(config: WizardConfig, location: Location = window.location): void {
  const slug = addressedStep(config, location.pathname);
  if (!slug) return;
  const state: unknown = (globalThis.history?.state as { usr?: unknown } | null)?.usr;
  const target = readTarget(config.flow, state);
  if (!target) return;
  const read = earlyGet<WizardApplication>(`/onboarding/applications/${encodeURIComponent(target.id)}`);
  if (!read) return; // no session
  early = { id: target.id, read };
  for (const name of Object.values(WIZARD_MASTERS)) void fetch(mdmsPath(name)).catch(() => undefined);
  void config.forms[slug as keyof typeof config.forms]?.preload?.().catch(() => undefined);
}

/**
 * The application `id` as the early read got it (`EarlyGet.take`: a fresh 200 for the session still signed
 * in), once: a later read, e.g. after a 409, asks the server again. Null: read it through the API client.
 */
export async function takeEarlyApplication(id: string): Promise<WizardApplication | null> {
  if (early?.id !== id) return null;
  const { read } = early;
  early = null;
  return read.take();
}

/** Tests start each case without an early read. */
export function resetEarlyRead(): void {
  early = null;
}
