import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ADDRESS_TYPE_LABELS,
  STEP_LABELS,
  entityContactStepDefaults,
  entityContactStepSchema,
  entitySameAddressOffered,
  isAddressLocked,
  type EntityContactStepInput,
  type EntityContactValues,
} from '@aif/contracts';
import { AddressFields } from '../../step-kit/address-fields';
import { TextInputField, useLocks, useStepContext, useStepForm } from '../../step-kit/fields';
import { NumberInputField } from '../../step-kit/later-fields';
import { MobileNumberField } from '../../step-kit/mobile-field';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { useStepHost } from '../../step-kit/StepHost';

const SLUG = 'contact-details';

/** The entity's 'permanent' address is its registered office (doc 2 §2 "Contact details"). */
export const REGISTERED_OFFICE_TITLE = 'Registered Office Address';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/**
 * Step 3 of an entity application (doc 2 §2 "Contact details", §3 "Contact person", §5 "Contact"): the
 * correspondence and registered office addresses, with 'Same as Correspondence Address' unless either
 * came from the KYC registry, and the contact person (name, mobile with its country code, e-mail,
 * landline with its STD code, address).
 */
export function EntityContactStep() {
  const styles = useStyles();
  const { application } = useStepHost();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const addressLocked = (t: 'correspondence' | 'permanent') => readOnly || isAddressLocked(locks, 0, t);
  const schema = useMemo(() => entityContactStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => entityContactStepDefaults(application), [application]);
  const { form, submit } = useStepForm<EntityContactStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  // The registry flags do not change in the form: the box follows the loaded addresses.
  const sameOffered = entitySameAddressOffered(defaults.applicant as EntityContactValues);
  const [stdCode, landline] = useWatch({
    control,
    name: ['applicant.contactperson.stdCode', 'applicant.contactperson.landLineNumber'],
  });
  // Landline and STD code go together: one given asks for the other.
  const landlineGiven = (stdCode ?? '') !== '' || (landline ?? '') !== '';

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        <AddressFields
          control={control}
          path="applicant.addresses.correspondence"
          title={ADDRESS_TYPE_LABELS.correspondence}
          variant="entityContact"
          disabled={addressLocked('correspondence')}
        />
        <AddressFields
          control={control}
          path="applicant.addresses.permanent"
          title={REGISTERED_OFFICE_TITLE}
          variant="entityContact"
          sameAsCorrespondence={sameOffered}
          disabled={addressLocked('permanent')}
        />
        <StepSection title="Contact Person Details">
          <FieldGrid>
            <TextInputField
              control={control}
              name="applicant.contactperson.name"
              label="Name"
              required
              disabled={readOnly}
            />
            <TextInputField
              control={control}
              name="applicant.contactperson.email"
              label="Email"
              required
              disabled={readOnly}
            />
            <MobileNumberField
              control={control}
              path="applicant.contactperson"
              required
              disabled={readOnly}
            />
            <NumberInputField
              control={control}
              name="applicant.contactperson.stdCode"
              label="STD Code"
              required={landlineGiven}
              disabled={readOnly}
            />
            <NumberInputField
              control={control}
              name="applicant.contactperson.landLineNumber"
              label="Landline Number"
              required={landlineGiven}
              disabled={readOnly}
            />
          </FieldGrid>
          <AddressFields
            control={control}
            path="applicant.contactperson"
            title="Contact Person Address"
            variant="entityContact"
            required={false}
            disabled={readOnly}
          />
        </StepSection>
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}
