import { Text } from '@fluentui/react-components';
import { STEP_LABELS, type IndividualStep } from '@aif/contracts';
import { SaveFailureBar, StepActions, StepCard } from '@aif/wizard-steps';
import { useWizard } from '../hooks/useWizard';

/** Steps 6-9 are built later; the frame still navigates through them. */
export function StepPlaceholder({ slug }: { slug: IndividualStep }) {
  const { save } = useWizard();
  return (
    <StepCard title={STEP_LABELS[slug]}>
      <SaveFailureBar />
      <Text>This step is not built yet.</Text>
      <StepActions slug={slug} onSave={(saveType) => void save(slug, null, saveType)} />
    </StepCard>
  );
}
