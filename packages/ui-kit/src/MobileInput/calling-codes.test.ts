import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { CALLING_CODES } from './calling-codes';
import { getCountryOptions } from './countries';

// The picker's table is a copy of libphonenumber-js's, kept out of the page's JavaScript. After an
// upgrade of the library, regenerate calling-codes.ts from metadata.min.json's country_calling_codes.
describe('CALLING_CODES', () => {
  it('is the country_calling_codes of the installed libphonenumber-js, in its order', () => {
    expect(CALLING_CODES).toEqual(metadata.country_calling_codes);
  });

  it('offers every country libphonenumber-js knows, each with its calling code', () => {
    const options = getCountryOptions();
    expect(options.map((o) => o.iso).sort()).toEqual([...getCountries()].sort());
    for (const o of options) expect(o.countryCode).toBe(`+${getCountryCallingCode(o.iso as never)}`);
  });
});
