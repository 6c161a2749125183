import { api } from '@aif/api-client';
import type { WizardApplication } from '../lib/types';

/** GET /onboarding/applications/:id: the whole application the wizard edits. */
export async function getApplication(id: string): Promise<WizardApplication> {
  const response = await api.get<WizardApplication>(`/onboarding/applications/${encodeURIComponent(id)}`);
  return response.data;
}
