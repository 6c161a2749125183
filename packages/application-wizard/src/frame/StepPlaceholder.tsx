import { Text } from '@fluentui/react-components';
import { STEP_LABELS, type WizardStep } from '@aif/contracts';
import { SaveFailureBar, StepActions } from '../step-kit/StepActions';
import { StepCard } from '../step-kit/StepCard';
import { useWizard } from './useWizard';

/** A step of the flow whose form is not built yet; the frame still navigates through it. */
export function StepPlaceholder({ slug }: { slug: WizardStep }) {
  const { save } = useWizard();
  return (
    <StepCard title={STEP_LABELS[slug]}>
      <SaveFailureBar />
      <Text>This step is not built yet.</Text>
      <StepActions slug={slug} onSave={(saveType) => void save(slug, null, saveType)} />
    </StepCard>
  );
}
