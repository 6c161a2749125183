import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  MESSAGES,
  currentStepAfterSave,
  isLastStep,
  nextStep,
  WIZARD_SAVE_STEPS,
  type SaveType,
  type SessionUser,
  type WizardFlow,
  type WizardSaveStep,
  type WizardStep,
} from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { defaultStepApi, updateApplication } from '../api';
import {
  StepHostProvider,
  saveFailureOf,
  type SaveFailure,
  type StepHost,
  type StepSave,
} from '../step-kit/StepHost';
import { exitPath, previewPath, stepPath, type WizardConfig } from './routes';
import { lastStepLabel } from './roles';
import type { WizardTarget } from './target';
import type { WizardApplication } from './types';
import type { Masters } from './useMasters';
import { useWizardNavigate } from './browser-back';

export type { SaveFailure, StepSave };

export interface WizardContextValue {
  user: SessionUser | null;
  application: WizardApplication;
  target: WizardTarget;
  /** The flow (its step order), its routes and its forms, as the remote gave them. */
  config: WizardConfig;
  /** The flow's wizard base or edit base (`/application` or `/investment-details/edit-application`). */
  basePath: string;
  masters: Masters;
  saving: boolean;
  failure: SaveFailure | null;
  clearFailure: () => void;
  /** Reads the application again; step forms start over from what the server has. */
  reload: () => Promise<void>;
  /** Bumped by `reload`; step forms are keyed on it. */
  version: number;
  stepUrl: (slug: WizardStep) => string;
  goToStep: (slug: WizardStep) => void;
  /**
   * Saves the step (unless nothing changed and its step counter is already counted) and navigates: to the
   * role's list or home with a toast for 'save for later', to the next step for 'save and proceed', and
   * from the flow's last step to the preview or, for those who save the application there, out of it.
   * `request` null: a step without a form only navigates. Resolves false when the server refused; the form
   * keeps what the user typed.
   */
  save: (slug: WizardStep, request: StepSave | null, saveType: SaveType) => Promise<boolean>;
  /** Saves without navigating (before leaving for onboarding to add a joint holder). */
  saveInPlace: (slug: WizardStep, request: StepSave) => Promise<boolean>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the wizard');
  return value;
}

/** Whether saving `slug` would raise the application's step counter (then it is sent even when unchanged). */
export function raisesStepCounter(
  flow: WizardFlow,
  application: WizardApplication,
  slug: WizardStep,
): boolean {
  return currentStepAfterSave(flow, slug, application.currentStep) > (application.currentStep ?? 0);
}

/**
 * The investor's "Save Application" on the last step of a draft sent to them submits it (the server moves
 * it on), so it is sent even when nothing changed. `flow` says which step is the last one.
 */
export function investorSubmits(
  application: Pick<WizardApplication, 'status'>,
  role: SessionUser['role'] | undefined,
  slug: WizardStep,
  saveType: SaveType,
  flow: WizardFlow = 'individual',
): boolean {
  return (
    role === 'investor' &&
    application.status === 'draft' &&
    saveType === 'save and proceed' &&
    isLastStep(flow, slug)
  );
}

/** The steps `POST …/:id/update` saves; a step it does not know only navigates. */
const isSaveStep = (slug: string): slug is WizardSaveStep =>
  (WIZARD_SAVE_STEPS as readonly string[]).includes(slug);

export function WizardProvider({
  user,
  application,
  setApplication,
  target,
  config,
  basePath,
  masters,
  reload,
  version,
  children,
}: {
  user: SessionUser | null;
  application: WizardApplication;
  setApplication: (application: WizardApplication) => void;
  target: WizardTarget;
  config: WizardConfig;
  basePath: string;
  masters: Masters;
  reload: () => Promise<void>;
  version: number;
  children: ReactNode;
}) {
  const navigate = useWizardNavigate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const role = user?.role;
  const { flow, routes } = config;

  const stepUrl = useCallback((slug: WizardStep) => stepPath(basePath, slug), [basePath]);
  const goToStep = useCallback(
    (slug: WizardStep) => navigate(stepUrl(slug), { state: target }),
    [navigate, stepUrl, target],
  );

  const send = useCallback(
    async (slug: WizardSaveStep, request: StepSave, saveType: SaveType): Promise<boolean> => {
      setSaving(true);
      setFailure(null);
      try {
        const saved = await updateApplication(application.id, {
          step: slug,
          saveType: saveType === 'save for later' ? 'saveForLater' : 'saveAndProceed',
          version: application.version,
          data: request.data,
          ...(request.investorStatusChanged ? { investorStatusChanged: true } : {}),
        });
        setApplication(saved);
        return true;
      } catch (error) {
        setFailure(saveFailureOf(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [application.id, application.version, setApplication],
  );

  const needsRequest = useCallback(
    (slug: WizardStep, request: StepSave | null): request is StepSave =>
      request !== null &&
      isSaveStep(slug) &&
      (!request.pristine || raisesStepCounter(flow, application, slug)),
    [application, flow],
  );

  const saveInPlace = useCallback<WizardContextValue['saveInPlace']>(
    async (slug, request) =>
      isSaveStep(slug) && needsRequest(slug, request) ? send(slug, request, 'save for later') : true,
    [needsRequest, send],
  );

  const save = useCallback<WizardContextValue['save']>(
    async (slug, request, saveType) => {
      const submits = request !== null && investorSubmits(application, role, slug, saveType, flow);
      if ((submits || needsRequest(slug, request)) && request !== null && isSaveStep(slug)) {
        if (!(await send(slug, request, saveType))) return false;
      }
      const number = application.applicationNumber ?? '';
      if (saveType === 'save for later') {
        notify.success(MESSAGES.applicationSaved(number));
        navigate(exitPath(routes, role, target));
        return true;
      }
      if (isLastStep(flow, slug)) {
        if (lastStepLabel(role) === 'Preview') navigate(previewPath(routes, application.id));
        else {
          notify.success(MESSAGES.applicationSaved(number));
          navigate(exitPath(routes, role, target));
        }
        return true;
      }
      const following = nextStep(flow, slug);
      if (following) goToStep(following);
      return true;
    },
    [application, flow, goToStep, navigate, needsRequest, notify, role, routes, send, target],
  );

  const value = useMemo<WizardContextValue>(
    () => ({
      user,
      application,
      target,
      config,
      basePath,
      masters,
      saving,
      failure,
      clearFailure: () => setFailure(null),
      reload: async () => {
        setFailure(null);
        await reload();
      },
      version,
      stepUrl,
      goToStep,
      save,
      saveInPlace,
    }),
    [
      user,
      application,
      target,
      config,
      basePath,
      masters,
      saving,
      failure,
      reload,
      version,
      stepUrl,
      goToStep,
      save,
      saveInPlace,
    ],
  );
  // Every step reads the same application, masters and save through the step kit's host.
  const host = useMemo<StepHost>(
    () => ({
      user,
      application,
      flow,
      masters,
      api: defaultStepApi,
      save,
      saving,
      failure,
      clearFailure: value.clearFailure,
      reload: value.reload,
      layout: 'wizard',
    }),
    [user, application, flow, masters, save, saving, failure, value.clearFailure, value.reload],
  );
  return (
    <WizardContext.Provider value={value}>
      <StepHostProvider value={host}>{children}</StepHostProvider>
    </WizardContext.Provider>
  );
}
