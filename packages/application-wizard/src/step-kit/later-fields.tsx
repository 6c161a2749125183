import { useMemo, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { amountInWords, formatCurrency, type ApplicationType, type Currency } from '@aif/contracts';
import { NumericInput } from '@aif/ui-kit';
import { useStepHost } from './StepHost';

/**
 * What the steps 6-9 modules take to serve another flow: the entity wizard passes
 * `applicationType: 'non_individual'` (and the entity's investor type for the bank step).
 */
export interface LaterStepProps {
  /** @default 'individual' */
  applicationType?: ApplicationType;
  /** Bank step of an entity: its investor type (HUF and trusts choose Current or Savings, others Current). */
  entityInvestorType?: string | null;
}

/** The common part of the contracts' LaterStepContext, from the session and the loaded application. */
export function useLaterContext(props: LaterStepProps = {}) {
  const { user, application } = useStepHost();
  const applicationType = props.applicationType ?? application.applicationType ?? 'individual';
  return useMemo(
    () => ({
      role: user?.role ?? ('investor' as const),
      applicationType,
      onboardingType: application.onboardingType ?? 'normal',
      today: new Date(),
    }),
    [user, application.onboardingType, applicationType],
  );
}

/**
 * A list-level message of react-hook-form's errors for an array field ('Total Nominee % should be equal
 * to 100%', 'Please check the default bank account'): zodResolver puts it on the array or its `root`.
 */
export function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string' && e.message) return e.message;
  if (typeof e.root?.message === 'string' && e.root.message) return e.root.message;
  return undefined;
}

/** A message with one OK button (the penny drop failure asks for bank proof). */
export function InfoDialog({
  open,
  title,
  message,
  onClose,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 'min(480px, calc(100vw - 32px))' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const useStyles = makeStyles({
  words: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  readOnlyInput: { width: '100%', minWidth: 0 },
  // In a grid row with a taller neighbour (amount in words below it) the field keeps its own height.
  top: { alignSelf: 'start' },
});

/** A number typed into a form (digits and up to `decimals` decimals). */
export function NumberInputField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  decimals = 0,
  hint,
  onValueChange,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  decimals?: number;
  hint?: string;
  onValueChange?: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          validationMessage={fieldState.error?.message}
          hint={hint}
        >
          <NumericInput
            name={field.name}
            value={field.value as string | number | null | undefined}
            decimals={decimals}
            disabled={disabled}
            onChange={(v) => {
              field.onChange(v);
              onValueChange?.(v);
            }}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** A computed amount: read-only, formatted, optionally read out in words below. */
export function DerivedAmount({
  label,
  value,
  currency = 'inr',
  words = false,
  required,
  validationMessage,
}: {
  label: string;
  value: number | null | undefined;
  currency?: Currency;
  words?: boolean;
  required?: boolean;
  validationMessage?: string;
}) {
  const styles = useStyles();
  const has = value !== null && value !== undefined && Number.isFinite(value);
  return (
    <Field className={styles.top} label={label} required={required} validationMessage={validationMessage}>
      <Input className={styles.readOnlyInput} readOnly value={has ? formatCurrency(value, currency) : ''} />
      {words && has && (
        <Text className={styles.words} data-testid={`${label}-words`}>
          {amountInWords(value, currency)}
        </Text>
      )}
    </Field>
  );
}
