import { useEffect, useState } from 'react';
import type { FatcaQuestionnaire } from '@aif/contracts';
import { getFatcaQuestions } from '../../api';

export interface FatcaQuestionsState {
  questions: FatcaQuestionnaire;
  /** 'loading' until the master arrives; 'failed' when it could not be read (the step cannot be filled). */
  status: 'loading' | 'loaded' | 'failed';
}

let cache: FatcaQuestionnaire | null = null;

/** /mdms/fatca_data.json, read once per page load like the other masters. */
export function useFatcaQuestions(): FatcaQuestionsState {
  const [state, setState] = useState<FatcaQuestionsState>(
    cache ? { questions: cache, status: 'loaded' } : { questions: [], status: 'loading' },
  );
  useEffect(() => {
    if (cache) return;
    let cancelled = false;
    getFatcaQuestions().then(
      (questions) => {
        cache = questions;
        if (!cancelled) setState({ questions, status: 'loaded' });
      },
      () => {
        if (!cancelled) setState({ questions: [], status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** Tests start each case with a cold cache. */
export function resetFatcaQuestionsCache(): void {
  cache = null;
}
