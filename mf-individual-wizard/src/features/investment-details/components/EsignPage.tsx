import { Navigate, useNavigate } from 'react-router-dom';
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ESIGN_MESSAGES,
  MESSAGES,
  POA_HOLDER_GROUP_LABEL,
  SIGNATURE_STATUS_LABELS,
  SIGNER_LABELS,
  type EsignSignerState,
  type Signer,
  type SignatureStatus,
} from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import {
  ApplicationMeta,
  InvestmentSection,
  ViewError,
  ViewPage,
  statusTone,
  ViewSection,
  dateTime,
} from '@aif/application-wizard/application-view';
import { hasInvestorSession, investorPaths } from '../lib/session';
import { investorStatusOf, isAwaitedSigner } from '../lib/signer';
import { NextStepSpacer, SignNextStep } from './SignNextStep';
import { useEsignAction } from './useEsignAction';
import { useInvestorApplication } from './useInvestorApplication';

const useStyles = makeStyles({
  signers: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  signer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
});

const BADGE_COLOR: Record<SignatureStatus | 'waiting', 'success' | 'warning' | 'danger' | 'informative'> = {
  signed: 'success',
  pendingsignature: 'warning',
  expired: 'danger',
  notgenerated: 'informative',
  cancelled: 'informative',
  waiting: 'informative',
};

/** Who a row is: the signer, or for a signatory its group ('POA Holder' for a POA holder). */
export function signerRoleLabel(s: EsignSignerState): string {
  if (!s.group) return SIGNER_LABELS[s.signer];
  return s.group === POA_HOLDER_GROUP_LABEL ? s.group : `Authorised Signatory · ${s.group}`;
}

/** Every invitation starts pendingsignature, but only the signer whose turn it is has been invited. */
function shownStatus(s: EsignSignerState, current: Signer | null): SignatureStatus | 'waiting' {
  return s.status === 'pendingsignature' && !s.invitedAt && s.signer !== current ? 'waiting' : s.status;
}

export const WAITING_LABEL = 'Waiting for earlier signers';

function signerStatusLabel(s: EsignSignerState, current: Signer | null): string {
  const shown = shownStatus(s, current);
  return shown === 'waiting' ? WAITING_LABEL : SIGNATURE_STATUS_LABELS[shown];
}

/**
 * /investment-details/:ref/esign: where signing stands, and at the top the e-Sign action of the awaited
 * signer, which opens its signing page in a new tab.
 */
export function EsignPage({ referenceId }: { referenceId: string }) {
  if (!hasInvestorSession()) return <Navigate to={investorPaths(referenceId).details} replace />;
  return <Esign referenceId={referenceId} />;
}

function Esign({ referenceId }: { referenceId: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { details, error, loading, reload } = useInvestorApplication(referenceId, true);
  const esign = useEsignAction(referenceId);

  if (loading && !details) return <Loader />;
  if (error || !details) return <ViewError message={error ?? MESSAGES.genericError} />;

  const { application, signDetails } = details;
  const paperSigned = (application.fundType ?? application.scheme?.fundType) === 'msar';
  const mine = isAwaitedSigner(details, referenceId);
  // The signatories sign together: the stage is named, not one of them.
  const current = signDetails.currentSigner;
  const awaited = current
    ? current === 'authorised_signatories'
      ? SIGNER_LABELS[current]
      : (signDetails.signers.find((s) => s.signer === current)?.name ?? SIGNER_LABELS[current])
    : null;

  return (
    <ViewPage
      title="e-Sign Application"
      meta={
        <ApplicationMeta
          tone={statusTone(application.status)}
          applicationNumber={application.applicationNumber}
          status={investorStatusOf(details, referenceId)}
        />
      }
    >
      {mine && !paperSigned && <SignNextStep action={esign} />}
      <ViewSection title="Signatures">
        {paperSigned ? (
          <Body1>{ESIGN_MESSAGES.paperSigned}</Body1>
        ) : (
          <ol className={styles.signers}>
            {signDetails.signers.map((s) => (
              <li key={`${s.signer}-${s.signatoryId ?? s.signerOrder}`} className={styles.signer}>
                <div className={styles.who}>
                  <Body1>{s.name}</Body1>
                  <span className={styles.muted}>
                    {signerRoleLabel(s)}
                    {s.signedAt ? ` · Signed ${dateTime(s.signedAt)}` : ''}
                  </span>
                </div>
                <Badge
                  appearance="tint"
                  shape="rounded"
                  color={BADGE_COLOR[shownStatus(s, signDetails.currentSigner)]}
                >
                  {signerStatusLabel(s, signDetails.currentSigner)}
                </Badge>
              </li>
            ))}
          </ol>
        )}
        {!paperSigned && !mine && awaited && !signDetails.mySigner && (
          <MessageBar intent="info">
            <MessageBarBody>{ESIGN_MESSAGES.notYourTurn(awaited)}</MessageBarBody>
          </MessageBar>
        )}
        {!paperSigned && !signDetails.currentSigner && signDetails.status !== 'signed' && (
          <MessageBar intent="info">
            <MessageBarBody>{ESIGN_MESSAGES.notAwaitingSignature}</MessageBarBody>
          </MessageBar>
        )}
      </ViewSection>
      <InvestmentSection application={application} />
      <div className={styles.footer}>
        <Button onClick={() => navigate(investorPaths(referenceId).application)}>View Application</Button>
        <Button onClick={() => void reload()}>Refresh Status</Button>
      </div>
      {mine && !paperSigned && <NextStepSpacer />}
    </ViewPage>
  );
}
