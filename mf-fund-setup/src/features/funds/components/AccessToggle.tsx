import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { FUND_ACCESS_INFO, accessToggleConfirmation } from '@aif/contracts';
import { useAccessToggle, type ToggledRow } from '@aif/form-kit';
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

/**
 * The Access toggle of a fund or plan row (doc 3 §4): the form kit's confirmed switch on the fund or plan
 * access route; a refusal (e.g. the last active fund) is an error toast.
 */
export function useFundAccessToggle(kind: AccessKind, onChanged: (changed: ToggledRow) => void) {
  return useAccessToggle<ToggledRow>({
    confirmation: (enable) => accessToggleConfirmation(kind, enable),
    save: async (id, enable) => {
      const answer = await (kind === 'fund' ? setFundAccess : setPlanAccess)(id, enable);
      return { message: answer.message, result: { id: answer.id, isActive: answer.isActive } };
    },
    onChanged,
  });
}
