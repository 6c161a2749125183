import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0b7c1f9e-3a52-4c1e-9f0a-2d5b8e6a4c11')).toBe(true);
    expect(isUuid('0B7C1F9E-3A52-4C1E-9F0A-2D5B8E6A4C11')).toBe(true);
  });

  it.each(['', 'not-a-uuid', '0b7c1f9e3a524c1e9f0a2d5b8e6a4c11', ' 0b7c1f9e-3a52-4c1e-9f0a-2d5b8e6a4c11'])(
    'refuses %j',
    (value) => expect(isUuid(value)).toBe(false),
  );
});
