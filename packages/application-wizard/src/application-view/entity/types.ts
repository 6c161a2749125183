import type { ApplicationDetail } from '@aif/contracts';

export interface EntitySectionProps {
  application: ApplicationDetail;
  onEdit?: () => void;
}
