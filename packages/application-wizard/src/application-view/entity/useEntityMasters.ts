import { useEffect, useState } from 'react';
import type { FatcaQuestion, UboDeclarationOption } from '@aif/contracts';
import { getFatcaQuestions, getUboTypes } from '../../api';

export interface EntityMasters {
  uboTypes: UboDeclarationOption[];
  fatcaQuestions: readonly FatcaQuestion[];
}

const EMPTY: EntityMasters = { uboTypes: [], fatcaQuestions: [] };

/**
 * The master files the entity sections read their texts from. While they load, or when one cannot be
 * read, the sections show the stored keys rather than nothing (the view stays usable).
 */
export function useEntityMasters(): EntityMasters {
  const [masters, setMasters] = useState<EntityMasters>(EMPTY);
  useEffect(() => {
    let live = true;
    void Promise.allSettled([getUboTypes(), getFatcaQuestions()]).then(([ubo, fatca]) => {
      if (!live) return;
      setMasters({
        uboTypes: ubo.status === 'fulfilled' ? ubo.value : [],
        fatcaQuestions: fatca.status === 'fulfilled' ? fatca.value : [],
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return masters;
}
