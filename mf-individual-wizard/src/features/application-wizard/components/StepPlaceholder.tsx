import { Text } from '@fluentui/react-components';
import { STEP_LABELS, type IndividualStep } from '@aif/contracts';
import { useWizard } from '../hooks/useWizard';
import { SaveFailureBar, StepActions } from './StepActions';
import { StepCard } from './StepCard';

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
