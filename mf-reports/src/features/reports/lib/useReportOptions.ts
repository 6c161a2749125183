import { useMemo } from 'react';
import { useRequest } from '@aif/api-client/react';
import {
  REPORT_INVESTOR_TYPES,
  REPORT_INVESTOR_TYPE_LABELS,
  REPORT_STATUS_GROUPS,
  REPORT_SUMMARY_COLUMN_LABELS,
  REPORT_TYPES,
  REPORT_TYPE_ACCESS,
  type ReportType,
} from '@aif/contracts';
import type { FilterDrawerGroup, FilterOption } from '@aif/ui-kit';
import {
  getDistributorOptions,
  getFundSetupAccess,
  getFundsWithPlans,
  getRmOptions,
} from '../../../api/reports';
import type { ReportFilterGroup } from '../../../lib/report-params';

export interface ReportAccess {
  /** The report types the caller may choose, in order. */
  types: readonly ReportType[];
  /** The access answer has come (or failed): until then a report that needs it is not asked for. */
  known: boolean;
}

/**
 * The report types offered: onboardingCompletedDetails only when GET fundSetupAccess answers true
 * (doc 3 §6), asked on each load since the flag can be withdrawn. A failed answer offers it not.
 */
export function useReportAccess(): ReportAccess {
  const { data, loading } = useRequest('fundSetupAccess', (signal) => getFundSetupAccess(signal));
  const granted = data?.fundSetupAccess === true;
  const types = useMemo(
    () => REPORT_TYPES.filter((t) => REPORT_TYPE_ACCESS[t] !== 'fundSetupAccess' || granted),
    [granted],
  );
  return { types, known: !loading };
}

const STATUS_OPTIONS: FilterOption[] = REPORT_STATUS_GROUPS.map((g) => ({
  value: g,
  label: REPORT_SUMMARY_COLUMN_LABELS[g],
}));
const INVESTOR_TYPE_OPTIONS: FilterOption[] = REPORT_INVESTOR_TYPES.map((t) => ({
  value: t,
  label: REPORT_INVESTOR_TYPE_LABELS[t],
}));

/**
 * The filter drawer's groups (doc 3 §2.9, §3): Status checkboxes, RM and Distributor Name (searchable), Investor
 * Type (All by default), Scheme, and Plan labelled "scheme - plan". The distributors and the funds with
 * their plans are read once; a group whose list has not come is left out until it does.
 */
export function useReportFilterGroups(): FilterDrawerGroup<ReportFilterGroup>[] {
  const rms = useRequest('reportRms', (signal) => getRmOptions(signal));
  const distributors = useRequest('reportDistributors', (signal) => getDistributorOptions(signal));
  const funds = useRequest('reportFunds', (signal) => getFundsWithPlans(signal));
  return useMemo(() => {
    const groups: FilterDrawerGroup<ReportFilterGroup>[] = [
      { id: 'status', title: 'Status', options: STATUS_OPTIONS },
    ];
    if (rms.data) {
      groups.push({
        id: 'rmId',
        title: 'RM',
        choice: 'single',
        searchable: true,
        options: rms.data.rms.map((r) => ({
          value: r.id,
          label: r.isActive ? r.name : `${r.name} (inactive)`,
        })),
      });
    }
    if (distributors.data) {
      groups.push({
        id: 'distributorId',
        title: 'Distributor Name',
        choice: 'single',
        searchable: true,
        options: distributors.data.map((d) => ({
          value: d.id,
          label: d.arnCode ? `${d.name} (${d.arnCode})` : d.name,
        })),
      });
    }
    groups.push({
      id: 'investorType',
      title: 'Investor Type',
      choice: 'single',
      options: INVESTOR_TYPE_OPTIONS,
    });
    if (funds.data) {
      const list = funds.data.funds;
      groups.push(
        {
          id: 'schemeId',
          title: 'Scheme',
          choice: 'single',
          searchable: true,
          options: list.map((f) => ({ value: f.id, label: f.schemeName })),
        },
        {
          id: 'planId',
          title: 'Plan',
          choice: 'single',
          searchable: true,
          options: list.flatMap((f) =>
            f.plans.map((p) => ({ value: p.id, label: `${f.schemeName} - ${p.planDescription}` })),
          ),
        },
      );
    }
    return groups;
  }, [rms.data, distributors.data, funds.data]);
}
