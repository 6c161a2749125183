import { useNavigate } from 'react-router-dom';
import { Button, makeStyles } from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import { SIGNATURE_STATUS_LABELS } from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import {
  ApplicationMeta,
  FieldList,
  ViewError,
  ViewField,
  ViewPage,
  statusTone,
  ViewSection,
} from '@aif/application-wizard/application-view';
import { getEsignSummary } from '../api/esign';
import { hasInvestorSession, investorPaths } from '../lib/session';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
});

/** /investment-details/:ref/details: the read-only summary anyone with the link sees (doc 1 §2). */
export function SummaryPage({ referenceId }: { referenceId: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data: summary, error } = useRequest(referenceId, () => getEsignSummary(referenceId));
  const paths = investorPaths(referenceId);
  const signedIn = hasInvestorSession();

  if (error) return <ViewError message={error} />;
  if (!summary) return <Loader />;

  return (
    <ViewPage
      title="Investment Details"
      meta={
        <ApplicationMeta
          tone={statusTone(summary.status)}
          applicationNumber={summary.applicationNumber}
          status={summary.statusLabel}
        />
      }
    >
      <ViewSection title="Application Summary">
        <FieldList>
          <ViewField label="Application Number" value={summary.applicationNumber} />
          <ViewField label="Investor Name" value={summary.applicantName} />
          <ViewField label="Fund Scheme" value={summary.schemeName} />
          <ViewField label="Series" value={summary.planName} />
          <ViewField label="Application Status" value={summary.statusLabel} />
          <ViewField label="e-Sign Status" value={SIGNATURE_STATUS_LABELS[summary.signStatus]} />
          <ViewField label="Registered Mobile Number" value={summary.maskedMobile} />
        </FieldList>
      </ViewSection>
      <div className={styles.actions}>
        {signedIn ? (
          <Button appearance="primary" onClick={() => navigate(paths.application)}>
            View Application
          </Button>
        ) : (
          <Button appearance="primary" onClick={() => navigate(paths.verify)}>
            Verify and continue
          </Button>
        )}
      </div>
    </ViewPage>
  );
}
