import { screen } from '@testing-library/react';
import type { WizardStep } from '@aif/contracts';
import { stepApplication } from '../testing/fixtures';
import { renderStep } from '../testing/render';
import { StepActions } from './StepActions';
import { hostFlow } from './StepHost';

const actionsFor = (slug: WizardStep) =>
  function Actions() {
    return <StepActions slug={slug} onSave={() => undefined} />;
  };

describe("the step buttons follow the host's flow", () => {
  it("label the flow's last step, not the individual flow's", () => {
    renderStep(actionsFor('fatca'), {
      application: stepApplication({ applicationType: 'non_individual' }),
      host: { flow: 'non_individual' },
    });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('take the flow from the host before the application', () => {
    renderStep(actionsFor('document-details'), {
      application: stepApplication({ applicationType: 'individual' }),
      host: { flow: 'non_individual' },
    });
    expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeInTheDocument();
  });

  it("fall back on the application's type without a flow (a dialog's host)", () => {
    const application = stepApplication({ applicationType: 'non_individual' });
    expect(hostFlow({ application })).toBe('non_individual');
    expect(hostFlow({ application: stepApplication() })).toBe('individual');
  });
});
