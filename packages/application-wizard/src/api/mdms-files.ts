/** The master lists every step of the wizard checks against (frame/useMasters.ts), by file name. */
export const WIZARD_MASTERS = {
  countries: 'default-countries',
  brokers: 'registered_broker_list',
  relations: 'jointholder_relations_master',
  documents: 'required_document_master',
} as const;

/** Master data is static JSON under /mdms, beside the API base rather than under it. */
export function mdmsPath(name: string): string {
  return `/mdms/${name}.json`;
}
