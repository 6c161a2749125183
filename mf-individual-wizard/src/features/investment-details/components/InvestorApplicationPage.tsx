import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { MESSAGES, canEdit } from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import {
  ApplicationMeta,
  ApplicationView,
  ViewPage,
  statusTone,
  downloadApplicationPdf,
  downloadSignedPdf,
  hasSignedPdf,
} from '@aif/application-wizard/application-view';
import { INVESTOR_EDIT_PATH, hasInvestorSession, investorPaths } from '../lib/session';
import { investorStatusOf, isAwaitedSigner } from '../lib/signer';
import { NextStepSpacer, SignNextStep } from './SignNextStep';
import { useEsignAction } from './useEsignAction';
import { useInvestorApplication } from './useInvestorApplication';

/** Shown on a draft sent to the investor: what to do with it. */
export const INVESTOR_REVIEW_NOTICE =
  'Please review your application. Use Edit to complete any remaining details, then press Save Application on the last step to submit it.';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
  error: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * /investment-details/:ref/application-details, where the investor lands after sign-in (0-product-decisions
 * §12): its own application read-only, its status in its words, Edit while it is a draft sent to it, and
 * e-Sign at the top when its signature is the one awaited. No token: the summary.
 */
export function InvestorApplicationPage({ referenceId }: { referenceId: string }) {
  const signedIn = hasInvestorSession();
  if (!signedIn) return <Navigate to={investorPaths(referenceId).details} replace />;
  return <InvestorApplication referenceId={referenceId} />;
}

function InvestorApplication({ referenceId }: { referenceId: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const paths = investorPaths(referenceId);
  const { details, error, loading, reload } = useInvestorApplication(referenceId, true);
  const esign = useEsignAction(referenceId);
  const [downloading, setDownloading] = useState(false);

  if (loading && !details) return <Loader />;
  if (error || !details) {
    return (
      <ViewPage title="Application Details">
        <div className={styles.error}>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error ?? MESSAGES.genericError}</MessageBarBody>
          </MessageBar>
          <div>
            <Button onClick={() => navigate(paths.verify)}>Verify and continue</Button>
          </div>
        </div>
      </ViewPage>
    );
  }

  const { application } = details;
  // An authorised signatory (or POA holder) reads the application and signs it; it never edits it.
  const editable = canEdit(application, 'investor') && !details.signDetails.mySigner;
  const signs = isAwaitedSigner(details, referenceId);

  const download = async (signed: boolean) => {
    if (signed && !hasSignedPdf(application)) {
      notify.error(MESSAGES.onlySignedDownload);
      return;
    }
    setDownloading(true);
    try {
      if (signed) await downloadSignedPdf(application.id, application.applicationNumber);
      else await downloadApplicationPdf(application.id, application.applicationNumber);
    } catch (e) {
      notify.error(signed ? MESSAGES.onlySignedDownload : toUserMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ViewPage
      title="Application Details"
      meta={
        <ApplicationMeta
          tone={statusTone(application.status)}
          applicationNumber={application.applicationNumber}
          status={investorStatusOf(details, referenceId)}
        />
      }
      actions={
        <>
          {editable && (
            // The draft's next step is the investor's: Edit is the page's main action.
            <Button
              appearance="primary"
              onClick={() =>
                navigate(INVESTOR_EDIT_PATH, {
                  state: {
                    id: application.id,
                    applicant1ReferenceId: application.applicant1ReferenceId ?? null,
                  },
                })
              }
            >
              Edit
            </Button>
          )}
          {details.signDetails.signers.length > 0 && (
            // Who has signed and whose turn it is.
            <Button onClick={() => navigate(paths.esign)}>Signing Status</Button>
          )}
          <Button disabled={downloading} onClick={() => void download(false)}>
            Download PDF
          </Button>
          {hasSignedPdf(application) && (
            <Button disabled={downloading} onClick={() => void download(true)}>
              Download Signed PDF
            </Button>
          )}
        </>
      }
    >
      {signs && <SignNextStep action={esign} onRefresh={() => void reload()} />}
      {editable && (
        <MessageBar intent="info">
          <MessageBarBody>{INVESTOR_REVIEW_NOTICE}</MessageBarBody>
        </MessageBar>
      )}
      <ApplicationView application={application} viewer="investor" />
      {signs && <NextStepSpacer />}
    </ViewPage>
  );
}
