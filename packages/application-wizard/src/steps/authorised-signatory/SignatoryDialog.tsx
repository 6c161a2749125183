import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
  makeStyles,
} from '@fluentui/react-components';
import { useContractForm } from '@aif/api-client/react';
import {
  signatoryFormSchema,
  type FundType,
  type SignatoryEntry,
  type SignatoryFormContext,
  type SignatoryGroupKind,
} from '@aif/contracts';
import { FieldGrid } from '../../step-kit/StepCard';
import { TextInputField } from '../../step-kit/fields';
import { MobileNumberField } from '../../step-kit/mobile-field';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, calc(100vw - 32px))', width: '100%' },
  wide: { gridColumn: '1 / -1' },
});

export interface SignatoryDialogProps {
  open: boolean;
  /** The member being edited; absent: a new one ('Add Member'). */
  initial?: SignatoryEntry | null;
  /** The application's other active signatories: PAN, mobile and e-mail must differ from theirs. */
  others: SignatoryFormContext['others'];
  /** msar funds ask father name, complete address and DIN / DPIN. */
  fundType?: FundType | null;
  /** 'poa_holder': no designation asked (and no msar fields). @default 'authorised_signatories' */
  kind?: SignatoryGroupKind;
  /** @default 'Add Member' / 'Edit Member' */
  title?: string;
  onCancel: () => void;
  /** The member as typed (trimmed, PAN upper-cased), its id and e-sign choice kept. */
  onSave: (entry: SignatoryEntry) => void;
}

type MemberForm = { member: SignatoryEntry };

/**
 * The Add Member / Edit Member dialog (doc 2 §2 "Authorised signatory", §3 signatory, §5): name, PAN
 * (individual, upper-cased), the country code picker and mobile, e-mail, designation; for an msar fund
 * father name, complete address and DIN / DPIN. Checked with contracts `signatoryFormSchema`, the
 * others' PAN, mobile and e-mail excluded. The POA holder dialog is this one with `kind: 'poa_holder'`.
 */
export function SignatoryDialog(props: SignatoryDialogProps) {
  const styles = useStyles();
  const title = props.title ?? (props.initial ? 'Edit Member' : 'Add Member');
  return (
    <Dialog open={props.open} modalType="modal" onOpenChange={(_, d) => !d.open && props.onCancel()}>
      <DialogSurface className={styles.surface}>
        {/* Mounted per opening: the form starts from the member (or blank) each time. */}
        {props.open && <MemberFormBody {...props} title={title} />}
      </DialogSurface>
    </Dialog>
  );
}

function MemberFormBody({
  initial,
  others,
  fundType,
  kind = 'authorised_signatories',
  title,
  onCancel,
  onSave,
}: SignatoryDialogProps & { title: string }) {
  const styles = useStyles();
  const poa = kind === 'poa_holder';
  const msar = !poa && fundType === 'msar';
  const schema = useMemo(
    () => z.object({ member: signatoryFormSchema({ fundType, others, kind }) }),
    [fundType, others, kind],
  );
  const form = useContractForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      member: {
        name: '',
        pan: '',
        countryNameAndCode: 'India: +91',
        countryCode: '+91',
        mobile: '',
        email: '',
        designation: '',
        fatherName: '',
        completeAddress: '',
        dpin: '',
        ...initial,
      },
    },
  });
  const control = form.control as unknown as Control<MemberForm>;
  const save = form.handleSubmit(() => {
    const m = (form.getValues() as MemberForm).member;
    const t = (v: string | null | undefined) => (v ?? '').trim();
    onSave({
      ...initial,
      name: t(m.name),
      pan: t(m.pan).toUpperCase(),
      countryNameAndCode: t(m.countryNameAndCode) || 'India: +91',
      countryCode: t(m.countryCode),
      mobile: t(m.mobile),
      email: t(m.email),
      designation: t(m.designation),
      fatherName: msar ? t(m.fatherName) : '',
      completeAddress: msar ? t(m.completeAddress) : '',
      dpin: msar ? t(m.dpin) : '',
      canEsign: initial?.canEsign ?? true,
      isActive: true,
    });
  });

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FieldGrid>
            <TextInputField control={control} name="member.name" label="Name" required />
            <TextInputField
              control={control}
              name="member.pan"
              label="PAN"
              required
              upperCase
              maxLength={10}
            />
            <MobileNumberField control={control} path="member" label="Mobile Number" required />
            <TextInputField control={control} name="member.email" label="Email ID" required />
            {/* A POA holder signs for the investor: no designation is asked (0-product-decisions §10). */}
            {!poa && (
              <TextInputField control={control} name="member.designation" label="Designation" required />
            )}
            {msar && (
              <>
                <TextInputField control={control} name="member.fatherName" label="Father Name" required />
                <TextInputField control={control} name="member.dpin" label="DIN / DPIN" maxLength={8} />
                <Controller
                  control={control}
                  name="member.completeAddress"
                  render={({ field, fieldState }) => (
                    <Field
                      className={styles.wide}
                      label="Complete Address"
                      required
                      validationMessage={fieldState.error?.message}
                    >
                      <Textarea
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={(_, d) => field.onChange(d.value)}
                        onBlur={field.onBlur}
                        resize="vertical"
                      />
                    </Field>
                  )}
                />
              </>
            )}
          </FieldGrid>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button appearance="primary" type="submit">
            Save
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
