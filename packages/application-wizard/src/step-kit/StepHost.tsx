import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type {
  ApplicationDetail,
  CountryMasterEntry,
  RequiredDocumentMaster,
  SaveType,
  SessionUser,
  WizardFlow,
  WizardStep,
} from '@aif/contracts';
import { isApiError, toUserMessage } from '@aif/api-client';
import type { StepApi } from '../api/step-api';
import { UnsavedProvider } from './unsaved';

/** A save the server refused; 409 (the application changed) offers to read it again. */
export interface SaveFailure {
  message: string;
  conflict: boolean;
  /** The refusal as thrown, so the step's form puts the server's field messages on its fields. */
  error?: unknown;
}

/** What a host keeps of a refused save: the message to show, whether to offer a reload, the refusal. */
export function saveFailureOf(error: unknown): SaveFailure {
  return { message: toUserMessage(error), conflict: isApiError(error) && error.status === 409, error };
}

/** One step's save: the form's values (the step schema's input) and whether they differ from the loaded ones. */
export interface StepSave {
  data: Record<string, unknown>;
  /** Nothing changed against the loaded application. */
  pristine: boolean;
  /** The user confirmed an investor status change to or from NRI. */
  investorStatusChanged?: boolean;
}

/** The master lists the step schemas check against (a dialog that shows only the investment form may pass empty ones). */
export interface StepMasters {
  countries: CountryMasterEntry[];
  brokers: string[];
  /** /mdms/required_document_master.json (the document step's slots); empty when it could not be read. */
  documentMaster: RequiredDocumentMaster;
}

/**
 * Everything a step needs from whoever shows it: the wizard's frame (with its stepper,
 * 'Save For Later' and 'Save and Proceed') or a dialog (Modify Investment: Cancel and Save). Steps never
 * navigate or call the update API themselves; `save` does what the host means by saving.
 */
export interface StepHost {
  user: SessionUser | null;
  application: ApplicationDetail;
  /**
   * Whose step order the step belongs to (which step is the last one). The wizard's frame passes its flow;
   * without it, the application's type decides.
   */
  flow?: WizardFlow;
  masters: StepMasters;
  /** Schemes, IFSC, penny drop and files (`defaultStepApi` calls the real API). */
  api: StepApi;
  /**
   * Saves the step and moves on (the wizard: next step, preview or the list; a dialog: closes). `request`
   * null: nothing to send. Resolves false when the server refused; the form keeps what the user typed.
   */
  save: (slug: WizardStep, request: StepSave | null, saveType: SaveType) => Promise<boolean>;
  saving: boolean;
  failure: SaveFailure | null;
  clearFailure: () => void;
  /** Reads the application again; forms start over from what the server has. */
  reload: () => Promise<void>;
  /**
   * 'wizard': a card with the step's heading and the wizard's buttons. 'dialog': the form alone (the dialog
   * has the title) with Cancel and Save. @default 'wizard'
   */
  layout?: 'wizard' | 'dialog';
  /** Cancel of the dialog layout. */
  onCancel?: () => void;
}

const StepHostContext = createContext<StepHost | null>(null);

/**
 * A save the step's form refused (its own validation or the server's field messages): `at` changes with
 * every refusal, so the summary at the top of the step reveals the first field again each time.
 */
export interface RefusedSave {
  at: number;
  /** How many fields the form holds in error (some may show no control of their own, as a list's total). */
  fields: number;
}

interface RefusedSaveState {
  refused: RefusedSave | null;
  setRefused: (refused: RefusedSave | null) => void;
}

const RefusedSaveContext = createContext<RefusedSaveState>({ refused: null, setRefused: () => undefined });

export function StepHostProvider({ value, children }: { value: StepHost; children: ReactNode }) {
  // The form (useStepForm) reports a refusal; the summary (SaveFailureBar, at the step's top) shows it.
  const [refused, setRefused] = useState<RefusedSave | null>(null);
  const refusedState = useMemo(() => ({ refused, setRefused }), [refused]);
  return (
    <StepHostContext.Provider value={value}>
      <RefusedSaveContext.Provider value={refusedState}>
        <UnsavedProvider>{children}</UnsavedProvider>
      </RefusedSaveContext.Provider>
    </StepHostContext.Provider>
  );
}

/** The step form's last refused save, and how the form reports or clears one. */
export function useRefusedSave(): RefusedSaveState {
  return useContext(RefusedSaveContext);
}

export function useStepHost(): StepHost {
  const value = useContext(StepHostContext);
  if (!value) throw new Error('useStepHost outside a StepHostProvider');
  return value;
}

/** The flow a host's steps belong to: the host's own, else the application's type. */
export function hostFlow(host: Pick<StepHost, 'flow' | 'application'>): WizardFlow {
  return (
    host.flow ?? (host.application.applicationType === 'non_individual' ? 'non_individual' : 'individual')
  );
}
