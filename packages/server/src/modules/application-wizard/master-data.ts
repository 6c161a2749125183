import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MDMS_DIR } from '../mdms/service';

/** The master data steps 1-5 validate against: countries (with nationalities) and registered brokers. */
export interface StepMasterData {
  countries: { name: string; nationality?: string }[];
  brokers: string[];
}

/** Read once from the mdms folder (the service keeps it). */
export function loadStepMasterData(): StepMasterData {
  const read = (f: string) => JSON.parse(readFileSync(path.join(MDMS_DIR, f), 'utf8')) as unknown;
  const countries = (read('default-countries.json') as { name: string; nationality?: string }[]).map((c) => ({
    name: c.name,
    nationality: c.nationality,
  }));
  const brokers = (read('registered_broker_list.json') as { name: string }[]).map((b) => b.name);
  return { countries, brokers };
}
