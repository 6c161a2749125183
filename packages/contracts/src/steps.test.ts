import {
  completenessOrder,
  currentStepAfterSave,
  ENTITY_FINAL_VALIDATION_STEPS,
  ENTITY_STEPS,
  firstStep,
  INDIVIDUAL_STEPS,
  isLastStep,
  isStepReachable,
  nextStep,
  previousStep,
  reachableSteps,
  resumeStep,
  STEP_LABELS,
  stepIndex,
  stepNumber,
  stepPageLabel,
  stepsToSaveBefore,
} from './steps';

describe('step orders', () => {
  it('lists the 9 individual slugs of doc 1 §2', () => {
    expect(INDIVIDUAL_STEPS).toEqual([
      'distributor-details',
      'contributor-details',
      'contact-details',
      'additional-KYC-details',
      'fatca',
      'nominee-details',
      'bank-details',
      'investment-payment-details',
      'document-details',
    ]);
  });

  it('lists the 9 entity slugs of doc 2 §2', () => {
    expect(ENTITY_STEPS).toEqual([
      'distributor-details',
      'contributor-details',
      'contact-details',
      'investment-payment-details',
      'bank-details',
      'document-details',
      'authorised-signatory',
      'declaration-ubo',
      'fatca',
    ]);
  });

  it('labels every step', () => {
    for (const s of [...INDIVIDUAL_STEPS, ...ENTITY_STEPS]) expect(STEP_LABELS[s]).toBeTruthy();
  });
});

describe('positions', () => {
  it('gives 0-based indexes and 1-based numbers per flow', () => {
    expect(stepIndex('individual', 'distributor-details')).toBe(0);
    expect(stepIndex('individual', 'fatca')).toBe(4);
    expect(stepIndex('non_individual', 'fatca')).toBe(8);
    expect(stepIndex('individual', 'declaration-ubo')).toBe(-1);
    expect(stepNumber('non_individual', 'investment-payment-details')).toBe(4);
    expect(stepNumber('individual', 'investment-payment-details')).toBe(8);
    expect(() => stepNumber('individual', 'authorised-signatory')).toThrow(RangeError);
  });

  it('navigates forwards and backwards', () => {
    expect(firstStep('individual')).toBe('distributor-details');
    expect(nextStep('individual', 'fatca')).toBe('nominee-details');
    expect(nextStep('non_individual', 'declaration-ubo')).toBe('fatca');
    expect(nextStep('non_individual', 'fatca')).toBeNull();
    expect(previousStep('non_individual', 'bank-details')).toBe('investment-payment-details');
    expect(previousStep('individual', 'distributor-details')).toBeNull();
    expect(nextStep('individual', 'nope')).toBeNull();
    expect(isLastStep('individual', 'document-details')).toBe(true);
    expect(isLastStep('non_individual', 'document-details')).toBe(false);
    expect(stepPageLabel('individual', 'contact-details')).toBe('Page 3/9');
  });
});

describe('currentStepAfterSave', () => {
  it('sets the counter to the saved step number', () => {
    INDIVIDUAL_STEPS.forEach((slug, i) => expect(currentStepAfterSave('individual', slug, 0)).toBe(i + 1));
    ENTITY_STEPS.forEach((slug, i) => expect(currentStepAfterSave('non_individual', slug, null)).toBe(i + 1));
  });

  it('never lowers the counter', () => {
    expect(currentStepAfterSave('individual', 'contact-details', 7)).toBe(7);
    expect(currentStepAfterSave('non_individual', 'distributor-details', 9)).toBe(9);
    expect(currentStepAfterSave('non_individual', 'fatca', 8)).toBe(9);
  });

  it('treats a missing or broken previous value as 0', () => {
    expect(currentStepAfterSave('individual', 'fatca', undefined)).toBe(5);
    expect(currentStepAfterSave('individual', 'fatca', Number.NaN)).toBe(5);
    expect(currentStepAfterSave('individual', 'fatca', -3)).toBe(5);
  });

  it('refuses a slug of the other flow', () => {
    expect(() => currentStepAfterSave('individual', 'declaration-ubo', 0)).toThrow(RangeError);
  });
});

describe('stepsToSaveBefore', () => {
  it('names the unsaved steps before a step that is not reachable, in order', () => {
    expect(stepsToSaveBefore('individual', 2, 'bank-details')).toEqual([
      'contact-details',
      'additional-KYC-details',
      'fatca',
      'nominee-details',
    ]);
    expect(stepsToSaveBefore('individual', 0, 'contributor-details')).toEqual(['distributor-details']);
    expect(stepsToSaveBefore('non_individual', 3, 'bank-details')).toEqual(['investment-payment-details']);
  });

  it('is empty for every reachable step, and for a slug the flow does not have', () => {
    for (let counter = 0; counter <= 9; counter++)
      for (const slug of INDIVIDUAL_STEPS)
        expect(stepsToSaveBefore('individual', counter, slug).length === 0).toBe(
          isStepReachable('individual', counter, slug),
        );
    expect(stepsToSaveBefore('individual', 0, 'declaration-ubo')).toEqual([]);
  });
});

describe('reachableSteps', () => {
  it('opens steps up to currentStep + 1', () => {
    expect(reachableSteps('individual', 0)).toEqual(['distributor-details']);
    expect(reachableSteps('individual', 2)).toEqual([
      'distributor-details',
      'contributor-details',
      'contact-details',
    ]);
    expect(reachableSteps('non_individual', 3)).toEqual(ENTITY_STEPS.slice(0, 4));
    expect(reachableSteps('non_individual', 9)).toEqual(ENTITY_STEPS);
    expect(reachableSteps('non_individual', 20)).toEqual(ENTITY_STEPS);
    expect(reachableSteps('individual', null)).toEqual(['distributor-details']);
  });

  it('agrees with isStepReachable and resumeStep', () => {
    for (let c = 0; c <= 10; c++) {
      const reachable = reachableSteps('individual', c);
      for (const slug of INDIVIDUAL_STEPS)
        expect(isStepReachable('individual', c, slug)).toBe(reachable.includes(slug));
      expect(resumeStep('individual', c)).toBe(reachable[reachable.length - 1]);
    }
    expect(isStepReachable('individual', 9, 'authorised-signatory')).toBe(false);
  });

  it('makes the step after the saved one reachable', () => {
    const after = currentStepAfterSave('non_individual', 'bank-details', 4);
    expect(reachableSteps('non_individual', after)).toContain('document-details');
    expect(reachableSteps('non_individual', after)).not.toContain('authorised-signatory');
  });
});

describe('completenessOrder: the order a send checks the steps in', () => {
  it('checks an entity application by the final validation of doc 2 §5, then its other steps', () => {
    expect(completenessOrder('non_individual')).toEqual([
      'contributor-details',
      'contact-details',
      'bank-details',
      'document-details',
      'authorised-signatory',
      'declaration-ubo',
      'distributor-details',
      'investment-payment-details',
      'fatca',
    ]);
    expect(completenessOrder('non_individual').slice(0, 6)).toEqual(ENTITY_FINAL_VALIDATION_STEPS);
  });

  it.each(['individual', 'non_individual'] as const)('checks every %s step exactly once', (flow) => {
    const order = completenessOrder(flow);
    expect([...order].sort()).toEqual([...(flow === 'individual' ? INDIVIDUAL_STEPS : ENTITY_STEPS)].sort());
  });

  it('checks an individual application in its step order', () => {
    expect(completenessOrder('individual')).toEqual(INDIVIDUAL_STEPS);
  });
});
