import { api, downloadFile } from '@aif/api-client';
import {
  REPORT_ALL_FIELDS_PATH,
  REPORT_FILE_NAMES,
  REPORT_PATHS,
  REPORT_RM_FILTER_PATH,
  type CommitmentReport,
  type DetailReport,
  type DistributorOptionsResponse,
  type FundSetupAccessResponse,
  type FundsWithPlansResponse,
  type ReportQueryInput,
  type ReportRmOptions,
  type ReportType,
  type SummaryReport,
} from '@aif/contracts';

/** The reports screen's calls (doc 3 §7 "Reports"); shapes from contracts `api/reports.ts`. */

/** What each report type answers in JSON. */
export interface ReportData {
  onboardingSummary: SummaryReport;
  distributorOnBoardingSummary: SummaryReport;
  distributorCommitmentAmount: CommitmentReport;
  onboardingDetails: DetailReport;
  onboardingCompletedDetails: DetailReport;
}

/** One report's answer, tagged with its type so a table never reads another report's shape. */
export type LoadedReport = { [T in ReportType]: { type: T; data: ReportData[T] } }[ReportType];

/** The query without `downloadFile`: the screen's filters, range and paging. */
export type ReportRequest = Omit<ReportQueryInput, 'downloadFile'>;

/** GET the report's JSON (doc 3 §7). */
export async function getReport<T extends ReportType>(
  type: T,
  query: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportData[T]> {
  const response = await api.get<ReportData[T]>(REPORT_PATHS[type], { signal, params: query });
  return response.data;
}

/** The spreadsheets a download can ask for: each report's, and the details' two exports. */
export type ReportFile = Exclude<ReportType, 'onboardingDetails'> | 'currentFields' | 'allFields';

const FILES: Record<ReportFile, { path: string; name: string }> = {
  onboardingSummary: { path: REPORT_PATHS.onboardingSummary, name: REPORT_FILE_NAMES.onboardingSummary },
  distributorOnBoardingSummary: {
    path: REPORT_PATHS.distributorOnBoardingSummary,
    name: REPORT_FILE_NAMES.distributorOnBoardingSummary,
  },
  distributorCommitmentAmount: {
    path: REPORT_PATHS.distributorCommitmentAmount,
    name: REPORT_FILE_NAMES.distributorCommitmentAmount,
  },
  onboardingCompletedDetails: {
    path: REPORT_PATHS.onboardingCompletedDetails,
    name: REPORT_FILE_NAMES.onboardingCompletedDetails,
  },
  currentFields: {
    path: REPORT_PATHS.onboardingDetails,
    name: REPORT_FILE_NAMES.onboardingDetailsCurrentFields,
  },
  allFields: { path: REPORT_ALL_FIELDS_PATH, name: REPORT_FILE_NAMES.onboardingDetailsAllFields },
};

/** The spreadsheet of `file` for the same query (`downloadFile=true`), saved under its file name. */
export function downloadReport(file: ReportFile, query: ReportRequest): Promise<void> {
  const { path, name } = FILES[file];
  return downloadFile(path, name, { params: { ...query, downloadFile: 'true' } });
}

/** GET /onboarding/funds/fundSetupAccess: whether the caller may read the completed report (doc 3 §6). */
export async function getFundSetupAccess(signal?: AbortSignal): Promise<FundSetupAccessResponse> {
  const response = await api.get<FundSetupAccessResponse>('/onboarding/funds/fundSetupAccess', { signal });
  return response.data;
}

/** GET /onboarding/application-filters/distributors: the Distributor Name filter's choices. */
export async function getDistributorOptions(signal?: AbortSignal): Promise<DistributorOptionsResponse> {
  const response = await api.get<DistributorOptionsResponse>('/onboarding/application-filters/distributors', {
    signal,
  });
  return response.data;
}

/** GET /onboarding/reports/filters/rms: every RM, for the RM filter. */
export async function getRmOptions(signal?: AbortSignal): Promise<ReportRmOptions> {
  const response = await api.get<ReportRmOptions>(REPORT_RM_FILTER_PATH, { signal });
  return response.data;
}

/** GET /onboarding/funds: every fund with its plans, for the Scheme and Plan filters. */
export async function getFundsWithPlans(signal?: AbortSignal): Promise<FundsWithPlansResponse> {
  const response = await api.get<FundsWithPlansResponse>('/onboarding/funds', { signal });
  return response.data;
}
