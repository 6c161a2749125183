import { useCallback, useState, type ReactNode } from 'react';
import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { toUserMessage } from '@aif/api-client';
import { FUND_ACCESS_INFO, accessToggleConfirmation } from '@aif/contracts';
import { ConfirmDialog, useNotify } from '@aif/ui-kit';
import { setFundAccess, setPlanAccess } from '../../../api/funds';

export type AccessKind = 'fund' | 'plan';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(320px, calc(100vw - 32px))' },
  // Phones hide the table's header row (its cards label each value), so the pop-up goes above the cards.
  phoneOnly: {
    display: 'none',
    '@media (max-width: 640px)': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: tokens.spacingHorizontalXXS,
      color: tokens.colorNeutralForeground2,
    },
  },
});

/** The info pop-up beside the Access header (doc 3 §2.7). */
export function AccessInfo({ kind }: { kind: AccessKind }) {
  const styles = useStyles();
  return (
    <Popover withArrow positioning="below">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<InfoRegular />} aria-label="About access" />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface}>
        <Text>{FUND_ACCESS_INFO[kind]}</Text>
      </PopoverSurface>
    </Popover>
  );
}

/** "Access" and its pop-up, shown on phones only (above the cards). */
export function PhoneAccessInfo({ kind }: { kind: AccessKind }) {
  const styles = useStyles();
  return (
    <span className={styles.phoneOnly}>
      <Text size={200}>Access</Text>
      <AccessInfo kind={kind} />
    </span>
  );
}

interface Toggled {
  id: string;
  isActive: boolean;
}

/**
 * The Access toggle of a fund or plan row (doc 3 §4): the switch asks for confirmation; on Yes the
 * access route is called and the row takes the answer's state; No changes nothing; a refusal (the
 * server's message, e.g. the last active fund) is shown as an error toast.
 */
export function useAccessToggle(kind: AccessKind, onChanged: (changed: Toggled) => void) {
  const notify = useNotify();
  const [pending, setPending] = useState<{ id: string; enable: boolean } | null>(null);
  // The question stays while the dialog closes (pending is already null then).
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = useCallback(async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await (kind === 'fund' ? setFundAccess : setPlanAccess)(pending.id, pending.enable);
      onChanged({ id: answer.id, isActive: answer.isActive });
      notify.success(answer.message);
    } catch (failure) {
      notify.error(toUserMessage(failure));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }, [kind, pending, onChanged, notify]);

  const toggle = (row: Toggled, name: string, canChange: boolean): ReactNode => (
    <Switch
      checked={row.isActive}
      disabled={!canChange}
      aria-label={`Access for ${name}`}
      // The switch stays as it is until the change is confirmed and stored.
      onChange={() => {
        setQuestion(accessToggleConfirmation(kind, !row.isActive));
        setPending({ id: row.id, enable: !row.isActive });
      }}
    />
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Access"
      message={question}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { toggle, dialog };
}
