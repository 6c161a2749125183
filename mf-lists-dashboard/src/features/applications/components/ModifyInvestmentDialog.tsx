import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { toUserMessage } from '@aif/api-client';
import { MESSAGES, type ApplicationDetail, type SessionUser } from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import {
  StepHostProvider,
  defaultStepApi,
  saveFailureOf,
  type SaveFailure,
  type StepHost,
  type StepMasters,
} from '@aif/application-wizard';
import { InvestmentStep } from '@aif/application-wizard/investment';
import { getApplicationDetail, modifyInvestment } from '../api/modify-investment';

/** The title as the specification spells it (doc 3 §2.5). */
export const MODIFY_INVESTMENT_TITLE = 'Invesment and Payement Details';

/** The investment form checks no master list; the host contract asks for them all the same. */
const NO_MASTERS: StepMasters = { countries: [], brokers: [], documentMaster: {} };

export interface ModifyInvestmentDialogProps {
  application: { id: string; applicationNumber: string } | null;
  user: SessionUser;
  onClose: () => void;
  /** After a save: the list reads its rows again. */
  onSaved: () => void;
}

/**
 * Modify Investment (doc 3 §2.5, §4, §5 "Modify Investment"): the wizard's investment and payment form,
 * from @aif/wizard-steps, alone in a dialog. It saves through the dedicated endpoint (the server applies
 * the status and step rules), then closes with "Application {number} - Saved successfully".
 */
export function ModifyInvestmentDialog({ application, user, onClose, onSaved }: ModifyInvestmentDialogProps) {
  return (
    <Dialog open={!!application} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 'min(960px, calc(100vw - 32px))' }}>
        <DialogBody>
          {/* A close button from the first render: the dialog moves focus into itself on open, before the
              application and its form have loaded. */}
          <DialogTitle
            as="h2"
            action={
              <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />
            }
          >
            {MODIFY_INVESTMENT_TITLE}
          </DialogTitle>
          <DialogContent>
            {application && (
              <ModifyInvestmentForm
                key={application.id}
                id={application.id}
                user={user}
                onClose={onClose}
                onSaved={onSaved}
              />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ModifyInvestmentForm({
  id,
  user,
  onClose,
  onSaved,
}: {
  id: string;
  user: SessionUser;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [detail, setDetail] = useState<ApplicationDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  // Bumped on reload: the form starts over from what the server has.
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setDetail(await getApplicationDetail(id));
      setVersion((v) => v + 1);
    } catch (error) {
      setLoadError(toUserMessage(error));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = useCallback<StepHost['save']>(
    async (_slug, request, saveType) => {
      if (!detail || !request) return false;
      setSaving(true);
      setFailure(null);
      try {
        const saved = await modifyInvestment(detail.id, {
          version: detail.version,
          saveType: saveType === 'save for later' ? 'saveForLater' : 'saveAndProceed',
          data: request.data,
        });
        notify.success(MESSAGES.applicationSaved(saved.applicationNumber ?? detail.applicationNumber ?? ''));
        onSaved();
        return true;
      } catch (error) {
        setFailure(saveFailureOf(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [detail, notify, onSaved],
  );

  const host = useMemo<StepHost | null>(
    () =>
      detail && {
        user,
        application: detail,
        masters: NO_MASTERS,
        api: defaultStepApi,
        save,
        saving,
        failure,
        clearFailure: () => setFailure(null),
        reload: async () => {
          setFailure(null);
          await load();
        },
        layout: 'dialog',
        onCancel: onClose,
      },
    [detail, user, save, saving, failure, load, onClose],
  );

  if (loadError)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{loadError}</MessageBarBody>
      </MessageBar>
    );
  if (!host) return <Loader />;
  return (
    <StepHostProvider value={host}>
      <InvestmentStep key={version} />
    </StepHostProvider>
  );
}
