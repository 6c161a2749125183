import { useEffect, useState } from 'react';
import type { CountryMasterEntry, RequiredDocumentMaster } from '@aif/contracts';
import { getBrokers, getCountries, getDocumentMaster, getJointHolderRelations } from '../api';

export interface Masters {
  countries: CountryMasterEntry[];
  brokers: string[];
  relations: { key: string; displayText: string }[];
  /** /mdms/required_document_master.json (the document step's slots); empty when it could not be read. */
  documentMaster: RequiredDocumentMaster;
  loaded: boolean;
}

const EMPTY: Masters = { countries: [], brokers: [], relations: [], documentMaster: {}, loaded: false };
let cache: Masters | null = null;

/** The master lists the steps validate against, read once per page load. */
export function useMasters(): Masters {
  const [masters, setMasters] = useState<Masters>(cache ?? EMPTY);
  useEffect(() => {
    if (cache) return;
    let cancelled = false;
    Promise.all([
      getCountries().catch(() => [] as CountryMasterEntry[]),
      getBrokers().catch(() => [] as string[]),
      getJointHolderRelations().catch(() => [] as { key: string; displayText: string }[]),
      Promise.resolve()
        .then(() => getDocumentMaster())
        .catch(() => ({}) as RequiredDocumentMaster),
    ]).then(([countries, brokers, relations, documentMaster]) => {
      const loaded = { countries, brokers, relations, documentMaster: documentMaster ?? {}, loaded: true };
      if (countries.length > 0) cache = loaded;
      if (!cancelled) setMasters(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return masters;
}

/** Tests start each case with a cold cache. */
export function resetMastersCache(): void {
  cache = null;
}
