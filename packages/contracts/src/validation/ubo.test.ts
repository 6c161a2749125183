import { uboPercentageMessage, uboTotalMessage } from './ubo';

describe('UBO percentages', () => {
  it('allow active totals up to 100', () => {
    expect(
      uboTotalMessage([{ percentageOfBeneficialInterest: 60 }, { percentageOfBeneficialInterest: 40 }]),
    ).toBeNull();
    expect(
      uboTotalMessage([{ percentageOfBeneficialInterest: 60 }, { percentageOfBeneficialInterest: 40.01 }]),
    ).toBe('Percentage Of Beneficial Interest should not greater than 100');
    expect(
      uboTotalMessage([
        { percentageOfBeneficialInterest: 90 },
        { percentageOfBeneficialInterest: 90, isActive: false },
      ]),
    ).toBeNull();
    expect(uboTotalMessage([{ percentageOfBeneficialInterest: null }])).toBeNull();
  });

  it('check the dialog value', () => {
    expect(uboPercentageMessage('', { required: true })).toBe(
      'Percentage Of Beneficial Interest is required',
    );
    expect(uboPercentageMessage('', { required: false })).toBeNull();
    expect(uboPercentageMessage(0, { required: true })).toBe(
      'Percentage Of Beneficial Interest should be greater than 0',
    );
    expect(uboPercentageMessage(0, { required: false })).toBeNull();
    expect(uboPercentageMessage(-1, { required: false })).toBe(
      'Percentage Of Beneficial Interest should be greater than 0',
    );
    expect(uboPercentageMessage('100.5', { required: true })).toBe(
      'Percentage Of Beneficial Interest must not exceed 100%',
    );
    expect(uboPercentageMessage(100, { required: true })).toBeNull();
  });
});
