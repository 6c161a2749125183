import type { MouseEvent } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { mayLeave } from '@aif/ui-kit';

/**
 * The click of a shell link that leaves the page: a page with unsaved edits (the wizard's steps) may
 * ask first (`mayLeave`), and the link then goes only if the user leaves. When nothing asks, the link
 * navigates as it always did; a click that opens a new tab or window is the browser's.
 */
export function useLeaveAwareClick() {
  const navigate = useNavigate();
  return (to: To, options?: NavigateOptions, before?: () => void) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      before?.();
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if (!mayLeave(() => void navigate(to, options))) event.preventDefault();
    };
}
