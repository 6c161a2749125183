import {
  Button,
  Field,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  calendarDateToIso,
  toCalendarDate,
  type ReportType,
} from '@aif/contracts';
import { DateField, FilterDrawer, type FilterDrawerGroup } from '@aif/ui-kit';
import type { ReportFile } from '../../../api/reports';
import { rangeMessages, type ReportFilterGroup, type ReportParams } from '../../../lib/report-params';

const PHONE = '@media (max-width: 640px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  type: { width: '280px', [PHONE]: { width: '100%' } },
  // Side by side on a phone too: two DD/MM/YYYY fields fit in 390 px.
  date: {
    width: '180px',
    // Fluent's input has a minimum width wider than a date needs: the field sets the width.
    '& .fui-Input': { minWidth: 0 },
    [PHONE]: { width: `calc(50% - ${tokens.spacingHorizontalM} / 2)` },
  },
  // The buttons line up with the inputs, below the fields' labels.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: '26px',
    marginLeft: 'auto',
    [PHONE]: { marginTop: 0, marginLeft: 0, width: '100%', '& > *': { flexGrow: 1 } },
  },
});

/**
 * The report's controls (doc 3 §2.9): Report Type, From Date and To Date (DD/MM/YYYY, not after today, the
 * contracts' date rules at the fields), the Filters drawer with its badge, and Download Report, or for
 * onboardingDetails the Export menu of its two spreadsheets.
 */
export function ReportToolbar({
  params,
  types,
  groups,
  downloading,
  canDownload,
  onDownload,
}: {
  params: ReportParams;
  types: readonly ReportType[];
  groups: readonly FilterDrawerGroup<ReportFilterGroup>[];
  downloading: boolean;
  canDownload: boolean;
  onDownload: (file: ReportFile) => void;
}) {
  const styles = useStyles();
  const { report, from, to, today, update } = params;
  const messages = rangeMessages({ from, to }, today);
  // A shared link may name a report this user may not read: it stays shown (and refused) rather than vanish.
  const offered = types.includes(report) ? types : [...types, report];
  const todayDate = new Date(today.year, today.month - 1, today.day);
  const downloadDisabled = !canDownload || downloading;
  return (
    <div className={styles.root}>
      <Field className={styles.type} label="Report Type">
        <Select value={report} onChange={(_event, data) => update({ report: data.value as ReportType })}>
          {offered.map((t) => (
            <option key={t} value={t} disabled={!types.includes(t)}>
              {REPORT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <DateField
        className={styles.date}
        label="From Date"
        today={todayDate}
        value={from ? calendarDateToIso(from) : null}
        futureMessage={REPORT_MESSAGES.fromInFuture}
        validationMessage={messages.from}
        onChange={(_date, iso) => update({ from: iso ? toCalendarDate(iso) : null })}
      />
      <DateField
        className={styles.date}
        label="To Date"
        today={todayDate}
        value={to ? calendarDateToIso(to) : null}
        futureMessage={REPORT_MESSAGES.toInFuture}
        validationMessage={messages.to}
        onChange={(_date, iso) => update({ to: iso ? toCalendarDate(iso) : null })}
      />
      <div className={styles.actions}>
        <FilterDrawer
          groups={groups}
          values={params.filters}
          onApply={(filters) => update({ filters })}
          applyLabel="Apply Filters"
          clearLabel="Clear Filters"
        />
        {report === 'onboardingDetails' ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton appearance="primary" icon={<ArrowDownloadRegular />} disabled={downloadDisabled}>
                Export
              </MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => onDownload('currentFields')}>Download Current Fields</MenuItem>
                <MenuItem onClick={() => onDownload('allFields')}>Download All Fields</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : (
          <Button
            appearance="primary"
            icon={<ArrowDownloadRegular />}
            disabled={downloadDisabled}
            onClick={() => onDownload(report)}
          >
            {downloading ? 'Downloading...' : 'Download Report'}
          </Button>
        )}
      </div>
    </div>
  );
}
