import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * The browser's own Back button while a step holds unsaved edits. The shell's router (`BrowserRouter`)
 * cannot block a navigation, so the step adds a history entry of its own address on top of the current
 * one (the "guard entry"): the browser's Back then only steps down to the same address, the page stays
 * as it is, and the wizard asks. "Stay" keeps the edits (and a new guard entry); "Leave" goes back past
 * both entries. React Router reads the same address and the same state below the guard entry, so the
 * step is not mounted again.
 */
const GUARD_KEY = 'aifUnsavedEditsGuard';

/** Whether the current history entry is the guard entry. */
export function onGuardEntry(): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return state?.[GUARD_KEY] === true;
}

/**
 * Counts the wizard's own moves away from a step. The step on screen may stay mounted for a moment
 * after the address has changed (the next step's code still loading); a guard armed before the move
 * must not ask about a Back pressed in that moment.
 */
let moves = 0;

/** Marks a move away from the step: guards armed before it stand down. */
export function leavingStep(): void {
  moves += 1;
}

function pushGuardEntry(): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [GUARD_KEY]: true }, '', window.location.href);
}

/**
 * While `active`, the browser's Back asks through `ask(leave)` instead of leaving. The guard entry is
 * left in place when the edits are saved: the wizard's own navigation replaces it (`useWizardNavigate`),
 * so the history holds no extra entry.
 */
export function useBrowserBackGuard(active: boolean, ask: (leave: () => void) => void): void {
  const askRef = useRef(ask);
  askRef.current = ask;
  // Armed again at each address: the next step may hold edits from its first render (values it fills
  // in), so `active` need not change between two steps.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!active) return undefined;
    const address = window.location.href;
    const armedAt = moves;
    if (!onGuardEntry()) pushGuardEntry();
    const onPop = () => {
      // Back from the guard entry lands on the step's own entry: put the guard back, then ask. Once the
      // user leaves (a move counted by leavingStep), this guard asks no more.
      if (moves !== armedAt || onGuardEntry() || window.location.href !== address) return;
      pushGuardEntry();
      askRef.current(() => {
        leavingStep();
        window.history.go(-2);
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active, pathname]);
}

/**
 * `useNavigate` for the wizard's own moves (next step, exit, preview): from the guard entry the move
 * replaces it, so Back from the next page returns to the step in one press.
 */
export function useWizardNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      leavingStep();
      void navigate(to, { ...options, replace: options?.replace || onGuardEntry() });
    },
    [navigate],
  );
}
