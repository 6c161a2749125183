import { useCallback, useMemo, useState } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { useRequest } from '@aif/api-client/react';
import { REPORT_MESSAGES, REPORT_TYPE_LABELS, todayInIST, type SessionUser } from '@aif/contracts';
import { ListPage, ListState, Loader, Pager, useNotify } from '@aif/ui-kit';
import { downloadReport, getReport, type LoadedReport, type ReportFile } from '../../../api/reports';
import { reportRequest, useReportParams, type ReportParams } from '../../../lib/report-params';
import { useReportAccess, useReportFilterGroups } from '../lib/useReportOptions';
import { CommitmentTable, DetailTable, SummaryTable } from './ReportTables';
import { ReportToolbar } from './ReportToolbar';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

/** The reports read only completed applications, and say so (doc 3 §2.9). */
const COMPLETED_ONLY = ['distributorCommitmentAmount', 'onboardingCompletedDetails'];

/** Whether the answer has nothing to show. */
function isEmpty(loaded: LoadedReport): boolean {
  return loaded.data.data.length === 0;
}

function ReportBody({
  loaded,
  params,
  busy,
  user,
}: {
  loaded: LoadedReport;
  params: ReportParams;
  busy: boolean;
  user: SessionUser;
}) {
  const label = REPORT_TYPE_LABELS[loaded.type];
  switch (loaded.type) {
    case 'onboardingSummary':
      return <SummaryTable data={loaded.data.data} nameHeader="Scheme Name" label={label} />;
    case 'distributorOnBoardingSummary':
      return <SummaryTable data={loaded.data.data} nameHeader="Distributor Name" label={label} />;
    case 'distributorCommitmentAmount':
      return <CommitmentTable data={loaded.data.data} label={label} />;
    case 'onboardingDetails':
    case 'onboardingCompletedDetails':
      return (
        <>
          <DetailTable
            rows={loaded.data.data}
            completed={loaded.type === 'onboardingCompletedDetails'}
            role={user.role}
            busy={busy}
            label={label}
          />
          <Pager page={params.page} pages={loaded.data.pages} onPage={(page) => params.update({ page })} />
        </>
      );
  }
}

/** Reports (/reports, doc 3 §2.9): the chosen report for the range and filters in the URL, and its spreadsheet. */
export function ReportsPage({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const notify = useNotify();
  // The day the page opened, in Asia/Kolkata: the default range and the "not after today" rule.
  const today = useMemo(() => todayInIST(), []);
  const params = useReportParams(today);
  const access = useReportAccess();
  const groups = useReportFilterGroups();
  const { report } = params;
  const allowed = access.types.includes(report);

  const request = allowed ? reportRequest(params, today) : null;
  const key = request ? JSON.stringify([report, request]) : null;
  const { data, loading, error } = useRequest(key, async (signal): Promise<LoadedReport> => {
    const answer = await getReport(report, request ?? {}, signal);
    return { type: report, data: answer } as LoadedReport;
  });
  // An answer of another report (shown until the new one comes) is never drawn with this report's table.
  const loaded = data?.type === report ? data : undefined;

  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (file: ReportFile) => {
      const query = reportRequest(params, today, true);
      if (!query) return;
      setDownloading(true);
      try {
        await downloadReport(file, query);
      } catch (failure) {
        notify.error(toUserMessage(failure));
      } finally {
        setDownloading(false);
      }
    },
    [params, today, notify],
  );

  let body: React.ReactNode = null;
  if (!allowed) {
    body = access.known ? (
      <MessageBar intent="warning">
        <MessageBarBody>{REPORT_MESSAGES.noAccess}</MessageBarBody>
      </MessageBar>
    ) : (
      <Loader />
    );
  } else if (request) {
    body = (
      <ListState loading={!loaded && !error} error={error} empty={!!loaded && isEmpty(loaded)}>
        {loaded && <ReportBody loaded={loaded} params={params} busy={loading} user={user} />}
      </ListState>
    );
  }

  return (
    <ListPage title="Reports">
      <ReportToolbar
        params={params}
        types={access.types}
        groups={groups}
        downloading={downloading}
        canDownload={allowed && !!request}
        onDownload={(file) => void download(file)}
      />
      {COMPLETED_ONLY.includes(report) && allowed && (
        <Text className={styles.note} as="p">
          {REPORT_MESSAGES.completedNote}
        </Text>
      )}
      {body}
    </ListPage>
  );
}
