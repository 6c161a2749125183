import type { CountryCombobox } from './CountryCombobox';

type Picker = typeof CountryCombobox;

let loaded: Picker | null = null;
let pending: Promise<Picker> | null = null;

/** The real country picker once loaded (null before): a later MobileInput renders it at once. */
export function loadedCountryCombobox(): Picker | null {
  return loaded;
}

/** Loads the real country picker once; a failed load is forgotten so the next attempt tries again. */
export function loadCountryCombobox(): Promise<Picker> {
  pending ??= import('./CountryCombobox').then(
    (m) => (loaded = m.CountryCombobox),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** For tests: forget the loaded picker, so the next MobileInput starts with the stub again. */
export function forgetCountryCombobox(): void {
  loaded = null;
  pending = null;
}
