import type * as Countries from './countries';

const RealDisplayNames = Intl.DisplayNames;
/** Intl with its DisplayNames replaceable (it is a writable property; the type says read-only). */
const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };

/** A fresh copy of the module (its list not built yet), counting the Intl.DisplayNames it creates. */
function freshCountries(): { countries: typeof Countries; displayNames: () => number } {
  let created = 0;
  intl.DisplayNames = class extends RealDisplayNames {
    constructor(...args: ConstructorParameters<typeof RealDisplayNames>) {
      super(...args);
      created += 1;
    }
  };
  let countries!: typeof Countries;
  jest.isolateModules(() => {
    countries = jest.requireActual<typeof Countries>('./countries');
  });
  return { countries, displayNames: () => created };
}

afterEach(() => {
  intl.DisplayNames = RealDisplayNames;
});

describe('the default country', () => {
  it("is the list's own India entry", () => {
    const { countries } = freshCountries();
    const india = countries.getCountryOptions().find((o) => o.iso === 'IN');
    expect(countries.defaultCountryOption()).toEqual(india);
    expect(countries.defaultCountryOption()).toEqual({
      iso: 'IN',
      name: 'India',
      countryCode: '+91',
      countryNameAndCode: 'India: +91',
    });
  });

  it.each([
    ['no value', {}],
    ["India's label", { countryNameAndCode: 'India: +91' }],
    ['+91 alone', { countryCode: '+91' }],
    ['91 alone', { countryCode: '91' }],
    ['empty fields', { countryNameAndCode: '', countryCode: '' }],
  ])('is found for %s without building the list (no Intl object on the page)', (_what, value) => {
    const { countries, displayNames } = freshCountries();
    expect(countries.findCountryOption(value)).toEqual(countries.defaultCountryOption());
    expect(displayNames()).toBe(0);
  });

  it('builds the list for another country, and falls back to India for an unknown one', () => {
    const { countries, displayNames } = freshCountries();
    expect(countries.findCountryOption({ countryNameAndCode: 'United Kingdom: +44' }).iso).toBe('GB');
    expect(displayNames()).toBe(1);
    expect(
      countries.findCountryOption({ countryNameAndCode: 'Atlantis: +999', countryCode: '+91' }).iso,
    ).toBe('IN');
    expect(countries.findCountryOption({ countryCode: '+999' }).iso).toBe('IN');
  });
});
