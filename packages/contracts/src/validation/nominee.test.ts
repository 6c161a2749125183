import { canAddNominee, nomineeTotalMessage, usedUniqueRelationships } from './nominee';

describe('nominees', () => {
  it('want active percentages to total exactly 100', () => {
    expect(nomineeTotalMessage([{ nomineePercentage: 100 }])).toBeNull();
    expect(
      nomineeTotalMessage([
        { nomineePercentage: 33.33 },
        { nomineePercentage: 33.33 },
        { nomineePercentage: '33.34' },
      ]),
    ).toBeNull();
    expect(
      nomineeTotalMessage([
        { nomineePercentage: 0.1 },
        { nomineePercentage: 0.2 },
        { nomineePercentage: 99.7 },
      ]),
    ).toBeNull();
    expect(nomineeTotalMessage([{ nomineePercentage: 50 }, { nomineePercentage: 49.99 }])).toBe(
      'Total Nominee % should be equal to 100%',
    );
    expect(
      nomineeTotalMessage([
        { nomineePercentage: 60 },
        { nomineePercentage: 60, isActive: false },
        { nomineePercentage: 40 },
      ]),
    ).toBeNull();
    expect(nomineeTotalMessage([{ nomineePercentage: 100 }, { nomineePercentage: null }])).toBe(
      'Total Nominee % should be equal to 100%',
    );
    expect(nomineeTotalMessage([{ nomineePercentage: 'abc' }])).toBe(
      'Total Nominee % should be equal to 100%',
    );
    expect(nomineeTotalMessage([])).toBeNull();
  });

  it('let Mother, Father and Spouse be chosen once', () => {
    const list = [
      { Relationship: 'Mother' },
      { Relationship: 'Son' },
      { Relationship: 'Spouse', isActive: false },
      { Relationship: 'Father' },
    ];
    expect(usedUniqueRelationships(list)).toEqual(['Mother', 'Father']);
    expect(usedUniqueRelationships(list, 0)).toEqual(['Father']);
  });

  it('allow at most 3 active nominees', () => {
    expect(canAddNominee([{}, {}])).toBe(true);
    expect(canAddNominee([{}, {}, {}])).toBe(false);
    expect(canAddNominee([{}, {}, {}, { isActive: false }])).toBe(false);
    expect(canAddNominee([{}, {}, { isActive: false }])).toBe(true);
  });
});
