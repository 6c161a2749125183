import { create } from 'zustand';
import { tokenStore } from '@aif/api-client';
import type { SessionUser } from '@aif/contracts';
import { earlyAnswer } from '../lib/early-requests';

/** Staff and investor tokens are separate (0-product-decisions 5); the kind follows the user's role. */
export type TokenKind = 'staff' | 'investor';

/** 'checking' while a stored token is being turned into a user with GET /users/users/me. */
export type SessionStatus = 'idle' | 'checking' | 'ready';

export interface SessionState {
  user: SessionUser | null;
  tokenKind: TokenKind | null;
  status: SessionStatus;
  /**
   * The user left with Logout: the guard's next redirect to /login does not remember the page being left,
   * so whoever signs in next starts at their own home. Cleared once /login is reached, and on sign-in.
   */
  loggedOut: boolean;
  /** Stores the token under its kind and makes `user` the signed-in user. */
  signIn: (token: string, user: SessionUser) => void;
  /** Forgets the user and the tokens (the server call, if any, is the caller's); `loggedOut` for Logout. */
  signOut: (options?: { loggedOut?: boolean }) => void;
  /** The sign-in page was reached after a Logout: later redirects remember their page again. */
  clearLoggedOut: () => void;
  /** At start-up: when a token is stored, loads its user; a token the server refuses is dropped. */
  hydrate: () => Promise<void>;
}

export function tokenKindFor(user: SessionUser): TokenKind {
  return user.role === 'investor' ? 'investor' : 'staff';
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  tokenKind: null,
  status: 'idle',
  loggedOut: false,

  signIn: (token, user) => {
    const kind = tokenKindFor(user);
    tokenStore.clearTokens();
    if (kind === 'investor') tokenStore.setInvestorToken(token);
    else tokenStore.setStaffToken(token);
    set({ user, tokenKind: kind, status: 'ready', loggedOut: false });
  },

  signOut: ({ loggedOut = false } = {}) => {
    tokenStore.clearTokens();
    set({ user: null, tokenKind: null, status: 'ready', loggedOut });
  },

  clearLoggedOut: () => {
    if (get().loggedOut) set({ loggedOut: false });
  },

  hydrate: async () => {
    if (get().status !== 'idle') return;
    const staff = tokenStore.getStaffToken();
    const investor = tokenStore.getInvestorToken();
    if (!staff && !investor) {
      set({ status: 'ready' });
      return;
    }
    set({ status: 'checking' });
    try {
      // main.js asked already (lib/early-requests); otherwise, or when that failed, ask through the HTTP
      // client, loaded only when there is a session to check (not for a visit to /login).
      const user =
        ((await earlyAnswer('/users/users/me')) as SessionUser | null) ??
        (await (await import('@aif/api-client')).getMe());
      // A sign-in that finished while /me was in flight wins.
      if (get().status !== 'checking') return;
      set({ user, tokenKind: tokenKindFor(user), status: 'ready' });
    } catch {
      if (get().status !== 'checking') return;
      tokenStore.clearTokens();
      set({ user: null, tokenKind: null, status: 'ready' });
    }
  },
}));
