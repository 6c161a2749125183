import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Whether the shown step's form holds edits not yet saved (the frame asks before leaving it). */
interface UnsavedState {
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
}

const UnsavedContext = createContext<UnsavedState>({ dirty: false, setDirty: () => undefined });

/**
 * Set by the frame when the user moves to another step: the new step's card then takes focus on its
 * heading (a screen reader announces the step), not on a first load.
 */
interface StepFocusState {
  pending: { current: boolean };
}

const StepFocusContext = createContext<StepFocusState>({ pending: { current: false } });

export function UnsavedProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const value = useMemo(() => ({ dirty, setDirty }), [dirty]);
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>;
}

export function useUnsavedEdits(): UnsavedState {
  return useContext(UnsavedContext);
}

/** A step form reports whether it differs from what was loaded; leaving the step clears it. */
export function useReportDirty(dirty: boolean): void {
  const { setDirty } = useUnsavedEdits();
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}

/** The frame's side: a flag the next step's heading reads once. */
export function StepFocusProvider({ children }: { children: ReactNode }) {
  const pending = useRef(false);
  const value = useMemo(() => ({ pending }), []);
  return <StepFocusContext.Provider value={value}>{children}</StepFocusContext.Provider>;
}

export function useStepFocus(): StepFocusState {
  return useContext(StepFocusContext);
}
