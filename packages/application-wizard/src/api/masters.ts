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
import { WIZARD_MASTERS, mdmsPath } from './mdms-files';

/** A master list, read through the API client (its errors, its token). */
async function mdms(name: string): Promise<unknown> {
  const response = await api.get<unknown>(mdmsPath(name), { baseURL: '' });
  return response.data;
}

export async function getCountries(): Promise<CountryMasterEntry[]> {
  return countriesMasterSchema.parse(await mdms(WIZARD_MASTERS.countries));
}

export async function getBrokers(): Promise<string[]> {
  return registeredBrokerListSchema.parse(await mdms(WIZARD_MASTERS.brokers)).map((b) => b.name);
}

export async function getJointHolderRelations(): Promise<{ key: string; displayText: string }[]> {
  return jointHolderRelationsSchema.parse(await mdms(WIZARD_MASTERS.relations));
}

/** The document step's slots per investor type (applicant and nominee lists). */
export async function getDocumentMaster(): Promise<RequiredDocumentMaster> {
  return requiredDocumentMasterSchema.parse(await mdms(WIZARD_MASTERS.documents));
}

/** /mdms/uboTypeMaster.json: the UBO declaration's types and values. */
export async function getUboTypes(): Promise<UboDeclarationOption[]> {
  return uboTypeMasterSchema.parse(await mdms('uboTypeMaster'));
}

/** The entity FATCA questionnaire (/mdms/fatca_data.json). */
export async function getFatcaQuestions(): Promise<FatcaQuestionnaire> {
  return fatcaQuestionnaireSchema.parse(await mdms('fatca_data'));
}
