/**
 * Leaving the page from outside an area (the shell's side navigation, Logout): an area whose page holds
 * unsaved edits may ask first. The apps share no store for it; the question travels as a cancelable
 * window event, as the toaster's and the error dialog's messages do. An area that takes the question
 * cancels the event and calls `proceed` if the user chooses to leave; nothing asks, the page is left.
 */
const LEAVE_REQUEST_EVENT = 'aif:leave-request';

interface LeaveRequestDetail {
  proceed: () => void;
}

/**
 * Whether the page may be left now. False when a page took the request: it calls `proceed` later, if
 * the user chooses to leave. (A link uses it to let its own navigation go ahead when nothing asks.)
 */
export function mayLeave(proceed: () => void): boolean {
  const event = new CustomEvent<LeaveRequestDetail>(LEAVE_REQUEST_EVENT, {
    cancelable: true,
    detail: { proceed },
  });
  return window.dispatchEvent(event);
}

/** Leave through `proceed`, at once or once the page that holds unsaved edits lets it go. */
export function requestLeave(proceed: () => void): void {
  if (mayLeave(proceed)) proceed();
}

/**
 * Takes every leave request until the returned function is called: `ask(proceed)` decides (for
 * example a confirmation that calls `proceed` on Leave and nothing on Stay).
 */
export function takeLeaveRequests(ask: (proceed: () => void) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    ask((event as CustomEvent<LeaveRequestDetail>).detail.proceed);
  };
  window.addEventListener(LEAVE_REQUEST_EVENT, listener);
  return () => window.removeEventListener(LEAVE_REQUEST_EVENT, listener);
}
