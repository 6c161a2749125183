/**
 * Bearer tokens live in localStorage, not in module memory: every micro-frontend bundles its own copy
 * of this package, and all copies must see the same session.
 */
export const STAFF_TOKEN_KEY = 'aif.staffToken';
export const INVESTOR_TOKEN_KEY = 'aif.investorToken';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Access can throw (privacy mode, sandboxed iframe); behave as signed out.
    return undefined;
  }
}

function read(key: string): string | null {
  const value = storage()?.getItem(key);
  return value ? value : null;
}

function write(key: string, token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(key, token);
  else s.removeItem(key);
}

export function getStaffToken(): string | null {
  return read(STAFF_TOKEN_KEY);
}
export function setStaffToken(token: string | null): void {
  write(STAFF_TOKEN_KEY, token);
}
export function getInvestorToken(): string | null {
  return read(INVESTOR_TOKEN_KEY);
}
export function setInvestorToken(token: string | null): void {
  write(INVESTOR_TOKEN_KEY, token);
}
/** The token sent with requests: the staff token when present, else the investor token. */
export function getActiveToken(): string | null {
  return getStaffToken() ?? getInvestorToken();
}
export function clearTokens(): void {
  write(STAFF_TOKEN_KEY, null);
  write(INVESTOR_TOKEN_KEY, null);
}

export const tokenStore = {
  getStaffToken,
  setStaffToken,
  getInvestorToken,
  setInvestorToken,
  getActiveToken,
  hasToken: (): boolean => getActiveToken() !== null,
  clearTokens,
};

export type TokenStore = typeof tokenStore;
