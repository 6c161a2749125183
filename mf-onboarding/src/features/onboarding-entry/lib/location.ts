/** The application a joint holder is added to: navigation state `{ applicationId }` or `?applicationId=`. */
export function readApplicationId(location: { state: unknown; search: string }): string | null {
  const state = location.state as { applicationId?: unknown } | null;
  if (state && typeof state.applicationId === 'string' && state.applicationId.trim() !== '') {
    return state.applicationId.trim();
  }
  const fromQuery = new URLSearchParams(location.search).get('applicationId');
  return fromQuery && fromQuery.trim() !== '' ? fromQuery.trim() : null;
}

/** Why the user was sent back to the PAN page, handed over in the navigation state. */
export function readNotice(state: unknown): string | null {
  const s = state as { notice?: unknown } | null;
  return s && typeof s.notice === 'string' ? s.notice : null;
}

/**
 * A step's URL. The joint-holder context travels in the query so that a reload mid-flow still knows the
 * application (the verification itself is not kept and starts again from the PAN).
 */
export function stepUrl(path: string, applicationId: string | null): string {
  return applicationId ? `${path}?applicationId=${encodeURIComponent(applicationId)}` : path;
}
