import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
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

/** What a step of the entity flow not yet built says (doc 2 §2 steps 7-9, until their forms exist). */
export const NEXT_RELEASE_NOTICE = 'This step is coming in the next release.';

/**
 * A step announced for the next release: its heading and the notice, without save buttons (nothing can
 * be saved here, and the step after it cannot be reached before this one is saved). The frame's Back and
 * the earlier steps stay available.
 */
export function NextReleaseStep({ slug }: { slug: WizardStep }) {
  return (
    <StepCard title={STEP_LABELS[slug]}>
      <MessageBar intent="info">
        <MessageBarBody>{NEXT_RELEASE_NOTICE}</MessageBarBody>
      </MessageBar>
    </StepCard>
  );
}
