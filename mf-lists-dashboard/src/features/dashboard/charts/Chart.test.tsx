import type HighchartsType from 'highcharts';

/** Loads the chart module afresh with the system's motion preference as given. */
async function loadWithMotionPreference(reduce: boolean): Promise<typeof HighchartsType> {
  let highcharts: typeof HighchartsType | undefined;
  await jest.isolateModulesAsync(async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }));
    await import('./Chart');
    highcharts = (await import('highcharts')).default;
  });
  return highcharts!;
}

describe('Chart', () => {
  it('draws without animation when the system asks for reduced motion', async () => {
    const options = (await loadWithMotionPreference(true)).getOptions();
    expect(options.chart?.animation).toBe(false);
    expect(options.plotOptions?.series?.animation).toBe(false);
    expect(options.lang?.thousandsSep).toBe(',');
  });

  it('keeps the animation otherwise', async () => {
    const options = (await loadWithMotionPreference(false)).getOptions();
    expect(options.chart?.animation).not.toBe(false);
    expect(options.plotOptions?.series?.animation).not.toBe(false);
    expect(options.lang?.thousandsSep).toBe(',');
  });
});
