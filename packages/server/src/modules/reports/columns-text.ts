import {
  APPLICATION_STATUS_LABELS,
  HOLDING_MODE_LABELS,
  REPORT_INVESTOR_TYPE_LABELS,
  type ApplicationStatus,
  type ReportInvestorType,
} from '@aif/contracts';

/** Labels of the codes a spreadsheet shows (an unknown code shows as itself). */
export const statusText = (s: string) => APPLICATION_STATUS_LABELS[s as ApplicationStatus] ?? s;
export const investorTypeText = (t: string) => REPORT_INVESTOR_TYPE_LABELS[t as ReportInvestorType] ?? t;
export const holdingText = (m: string | null) =>
  m === null ? null : (HOLDING_MODE_LABELS[m as keyof typeof HOLDING_MODE_LABELS] ?? m);
