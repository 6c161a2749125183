import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useRequest } from '@aif/api-client/react';
import { MESSAGES, SIGNATURE_STATUS_LABELS, linkTargetUrl } from '@aif/contracts';
import { ListState } from '@aif/ui-kit';
import { getLinkTargets } from '../api/applications';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // The name takes the room left by the button and wraps, so a long one keeps its button beside it.
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 12rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface GetLinkDialogProps {
  /** The application whose links are shown; null closes the dialog. */
  application: { id: string; applicationNumber: string } | null;
  onClose: () => void;
}

/** Get Link (doc 3 §2.6): one row per link target, "Copy Link" then "Copied". */
export function GetLinkDialog({ application, onClose }: GetLinkDialogProps) {
  const styles = useStyles();
  const id = application?.id ?? null;
  // No request while the dialog is closed; `load` only runs with an application's id as the key.
  const { data, loading, error } = useRequest(id, () => getLinkTargets(id!));
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async (targetId: string, url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(targetId);
  };

  return (
    <Dialog
      open={!!application}
      onOpenChange={(_, d) => {
        if (!d.open) {
          setCopied(null);
          onClose();
        }
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Get Link</DialogTitle>
          <DialogContent>
            <ListState loading={loading} error={error} empty={!data?.targets.length}>
              {data?.targets.map((t) => {
                // A signatory's invitation cancelled once the groups were done is not handed out.
                const url =
                  t.signatureStatus === 'cancelled'
                    ? null
                    : linkTargetUrl(t, data.hasPOA, window.location.origin);
                return (
                  <div key={t.id} className={styles.row}>
                    <div className={styles.who}>
                      <Text>{MESSAGES.copyLinkFor(t.name)}</Text>
                      {t.group && (
                        // An authorised signatory's (or POA holder's) row: its group and its signature.
                        <Caption1 className={styles.muted}>
                          {t.group}
                          {t.signatureStatus ? ` · ${SIGNATURE_STATUS_LABELS[t.signatureStatus]}` : ''}
                        </Caption1>
                      )}
                    </div>
                    <Tooltip content={MESSAGES.clickToCopy} relationship="inaccessible">
                      <Button
                        aria-describedby={`copy-hint-${t.id}`}
                        icon={copied === t.id ? <CheckmarkRegular /> : <CopyRegular />}
                        disabled={!url}
                        onClick={() => url && void copy(t.id, url)}
                      >
                        {copied === t.id ? MESSAGES.copied : MESSAGES.copyLink}
                      </Button>
                    </Tooltip>
                    <span id={`copy-hint-${t.id}`} hidden>
                      {MESSAGES.clickToCopy}
                    </span>
                  </div>
                );
              })}
            </ListState>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                setCopied(null);
                onClose();
              }}
            >
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
