import { downloadPath } from './application-rules';

describe('downloadPath', () => {
  it('gives an e-signed application its signed PDF', () => {
    expect(downloadPath({ id: 'a-1', scheme: { fundType: 'domestic' } as never })).toBe(
      '/pdf/onboarding-application/signed-pdf/a-1',
    );
  });

  it('gives an msar application its approved application (it is signed on paper)', () => {
    expect(downloadPath({ id: 'a-2', scheme: { fundType: 'msar' } as never })).toBe(
      '/pdf/onboarding-application/pdf/a-2',
    );
  });
});
