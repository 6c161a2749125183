import { PlaceholderPage } from '@aif/ui-kit';

export const PLACEHOLDER_MESSAGE = 'This is a placeholder page; it has no content yet.';

/** /risk-profile (amcadmin): a placeholder page by decision (0-product-decisions 8). */
export function RiskProfilePage() {
  return <PlaceholderPage title="Risk Profile" message={PLACEHOLDER_MESSAGE} />;
}
