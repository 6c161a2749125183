import { api } from '@aif/api-client';
import {
  countriesMasterSchema,
  fatcaQuestionnaireSchema,
  uboTypeMasterSchema,
  jointHolderRelationsSchema,
  registeredBrokerListSchema,
  requiredDocumentMasterSchema,
  type CountryMasterEntry,
  type FatcaQuestionnaire,
  type UboDeclarationOption,
  type RequiredDocumentMaster,
} from '@aif/contracts';

/** Master data is static JSON under /mdms, beside the API base rather than under it. */
async function mdms(name: string): Promise<unknown> {
  const response = await api.get<unknown>(`/mdms/${name}.json`, { baseURL: '' });
  return response.data;
}

export async function getCountries(): Promise<CountryMasterEntry[]> {
  return countriesMasterSchema.parse(await mdms('default-countries'));
}

export async function getBrokers(): Promise<string[]> {
  return registeredBrokerListSchema.parse(await mdms('registered_broker_list')).map((b) => b.name);
}

export async function getJointHolderRelations(): Promise<{ key: string; displayText: string }[]> {
  return jointHolderRelationsSchema.parse(await mdms('jointholder_relations_master'));
}

/** The document step's slots per investor type (applicant and nominee lists). */
export async function getDocumentMaster(): Promise<RequiredDocumentMaster> {
  return requiredDocumentMasterSchema.parse(await mdms('required_document_master'));
}

/** /mdms/uboTypeMaster.json: the UBO declaration's types and values. */
export async function getUboTypes(): Promise<UboDeclarationOption[]> {
  return uboTypeMasterSchema.parse(await mdms('uboTypeMaster'));
}

/** The entity FATCA questionnaire (/mdms/fatca_data.json). */
export async function getFatcaQuestions(): Promise<FatcaQuestionnaire> {
  return fatcaQuestionnaireSchema.parse(await mdms('fatca_data'));
}
