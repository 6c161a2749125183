import { useEffect, useRef } from 'react';

/**
 * A message that appears far from the button that caused it (Send and Approve sit under a long page,
 * their refusal above it) is scrolled into view and focused, so the user sees it and a screen reader
 * reads it. Returns the ref for the message's container; `shown` is the value that makes it appear.
 */
export function useRevealOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    // jsdom has no scrollIntoView.
    el.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
