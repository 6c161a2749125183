import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { ApplicationDetail, RequiredDocumentMaster, Role } from '@aif/contracts';
import { AppProvider } from '@aif/ui-kit';
import type { StepApi } from '../api/step-api';
import { StepHostProvider, type StepHost } from '../step-kit/StepHost';
import { stepUser } from './fixtures';

export type MockStepApi = { [K in keyof StepApi]: jest.Mock };

export function mockStepApi(): MockStepApi {
  return {
    getSchemes: jest.fn(),
    lookupIfsc: jest.fn(),
    verifyBank: jest.fn(),
    uploadFile: jest.fn(),
    viewFile: jest.fn().mockResolvedValue(undefined),
    downloadFile: jest.fn().mockResolvedValue(undefined),
  };
}

/**
 * Renders a step as a host would: the wizard layout by default, with a `save` mock that resolves true
 * (the host's navigation is the host's to test) and mocked API calls.
 */
export function renderStep(
  Step: ComponentType,
  {
    role = 'rm',
    application,
    documentMaster = {},
    api = mockStepApi(),
    layout = 'wizard',
    host = {},
  }: {
    role?: Role;
    application: ApplicationDetail;
    documentMaster?: RequiredDocumentMaster;
    api?: MockStepApi;
    layout?: StepHost['layout'];
    host?: Partial<StepHost>;
  },
) {
  const save = jest.fn<ReturnType<StepHost['save']>, Parameters<StepHost['save']>>(async () => true);
  const value: StepHost = {
    user: stepUser(role),
    application,
    masters: {
      countries: [{ name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' }],
      brokers: [],
      documentMaster,
    },
    api,
    save,
    saving: false,
    failure: null,
    clearFailure: () => undefined,
    reload: async () => undefined,
    layout,
    ...host,
  };
  const result = render(
    <AppProvider>
      <StepHostProvider value={value}>
        <Step />
      </StepHostProvider>
    </AppProvider>,
  );
  return { ...result, save: (host.save as jest.Mock | undefined) ?? save, api };
}
