import { countryNameAndCode, DEFAULT_COUNTRY_NAME_AND_CODE } from '@aif/contracts';
import { CALLING_CODES } from './calling-codes';

/** One entry of the country-code picker. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. 'IN'. */
  iso: string;
  /** English name, e.g. 'India'. */
  name: string;
  /** Calling code with its plus sign, e.g. '+91'. */
  countryCode: string;
  /** What the picker shows and the application stores, e.g. 'India: +91'. */
  countryNameAndCode: string;
}

let cached: readonly CountryOption[] | undefined;

/**
 * The default, India, without building the list: the list's names come from Intl.DisplayNames, and the
 * first Intl object a page creates loads the browser's locale data (40 to 140 ms measured in headless
 * Chromium on a slow two-core machine). A mobile number box showing India (the sign-in page, most
 * stored numbers) then costs nothing until its picker opens or another country is shown. The list's own
 * entry for India is equal to it (countries' tests).
 */
const INDIA: CountryOption = {
  iso: 'IN',
  name: 'India',
  countryCode: '+91',
  countryNameAndCode: DEFAULT_COUNTRY_NAME_AND_CODE,
};

/**
 * Every country libphonenumber-js knows, labelled 'name: +code' with English names from
 * Intl.DisplayNames; India first, the rest by name.
 */
export function getCountryOptions(): readonly CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  // '001' stands for the non-geographic codes (satellite, international freephone): not a country.
  const options = Object.entries(CALLING_CODES).flatMap(([code, countries]) =>
    countries
      .filter((iso) => iso !== '001')
      .map((iso): CountryOption => {
        const name = names.of(iso) ?? iso;
        const countryCode = `+${code}`;
        return { iso, name, countryCode, countryNameAndCode: countryNameAndCode(name, countryCode) };
      }),
  );
  options.sort((a, b) => {
    if (a.iso === 'IN') return -1;
    if (b.iso === 'IN') return 1;
    return a.name.localeCompare(b.name, 'en');
  });
  cached = options;
  return cached;
}

/** The picker's default: 'India: +91'. */
export function defaultCountryOption(): CountryOption {
  return INDIA;
}

/** Countries sharing a calling code (+1, +44, +7) resolve to the one libphonenumber-js lists first. */
function mainCountryFor(countryCode: string): string | undefined {
  return CALLING_CODES[countryCode.replace(/\D/g, '')]?.[0];
}

/** A value that resolves to India whatever the list holds: India's label, or no label and +91 or no code. */
function isIndiaOrNone({
  countryNameAndCode,
  countryCode,
}: {
  countryNameAndCode?: string | null;
  countryCode?: string | null;
}): boolean {
  if (countryNameAndCode) return countryNameAndCode === INDIA.countryNameAndCode;
  const digits = countryCode?.replace(/\D/g, '') ?? '';
  return digits === '' || digits === '91';
}

/**
 * The option for a stored value: by 'name: +code' when present, else by calling code alone; the
 * default (India) when neither matches.
 */
export function findCountryOption(value: {
  countryNameAndCode?: string | null;
  countryCode?: string | null;
}): CountryOption {
  if (isIndiaOrNone(value)) return INDIA;
  const options = getCountryOptions();
  if (value.countryNameAndCode) {
    const byLabel = options.find((o) => o.countryNameAndCode === value.countryNameAndCode);
    if (byLabel) return byLabel;
  }
  if (value.countryCode) {
    const code = `+${value.countryCode.replace(/\D/g, '')}`;
    const main = mainCountryFor(code);
    const byCode = options.find((o) => o.iso === main) ?? options.find((o) => o.countryCode === code);
    if (byCode) return byCode;
  }
  return defaultCountryOption();
}
