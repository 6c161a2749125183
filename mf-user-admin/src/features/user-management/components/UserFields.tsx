import { useWatch } from 'react-hook-form';
import {
  DISTRIBUTOR_TYPES,
  USER_FIELD_LABELS as L,
  isUserFieldRequired,
  userFormFields,
  type FundsWithPlansResponse,
  type UserFormField,
  type UserFormValues,
  type UserKind,
} from '@aif/contracts';
import {
  FieldGrid,
  Wide,
  MobileField,
  RadioField,
  ReadOnlyField,
  SelectField,
  TextField,
  type Option,
} from '@aif/form-kit';
import { SchemeRows } from './SchemeRows';
import { typeLabel } from './UserTable';

const UPPER: readonly UserFormField[] = ['panNumber', 'arnCode', 'empCode', 'distributorsRmCode'];
const TYPE_OPTIONS: Option[] = DISTRIBUTOR_TYPES.map((t) => ({ value: t, label: typeLabel(t) ?? t }));

/**
 * A kind's form fields in the form's order (`userFormFields`, contracts), labelled by `USER_FIELD_LABELS`
 * and marked required by `isUserFieldRequired`. A company distributor's form has no email, mobile or RM;
 * the type is fixed once the distributor exists.
 */
export function UserFields({
  kind,
  rmOptions,
  funds,
  fixedType,
  distributorName,
}: {
  kind: UserKind;
  /** The AMC's RMs to choose (active ones by name). */
  rmOptions: Option[];
  /** The distributor's schemes and plans to choose. */
  funds: FundsWithPlansResponse['funds'];
  /** Editing a distributor: its type, shown and not changed. */
  fixedType?: string | null;
  /** A distributor's RM's company, shown and not changed. */
  distributorName?: string;
}) {
  const distributorType = useWatch({ name: 'distributorType' }) as UserFormValues['distributorType'];
  const values = { distributorType };
  const required = (f: UserFormField) => isUserFieldRequired(kind, f, values);

  const field = (f: UserFormField) => {
    switch (f) {
      case 'distributorType':
        return fixedType ? (
          <ReadOnlyField key={f} label={L.distributorType} value={typeLabel(fixedType) ?? fixedType} />
        ) : (
          <RadioField key={f} name={f} label={L[f]} required={required(f)} options={TYPE_OPTIONS} />
        );
      case 'countryNameAndCode':
        // The country code is part of the mobile field.
        return null;
      case 'phone':
        return <MobileField key={f} label={L.phone} required={required(f)} />;
      case 'rmId':
        return <SelectField key={f} name={f} label={L.rmId} required={required(f)} options={rmOptions} />;
      case 'schemeAndPlan':
        return (
          <Wide key={f}>
            <SchemeRows funds={funds} />
          </Wide>
        );
      default:
        return (
          <TextField
            key={f}
            name={f}
            label={(L as Record<string, string>)[f] ?? f}
            required={required(f)}
            type={f === 'email' ? 'email' : 'text'}
            upperCase={UPPER.includes(f)}
          />
        );
    }
  };

  return (
    <FieldGrid>
      {distributorName !== undefined && <ReadOnlyField label={L.distributorId} value={distributorName} />}
      {userFormFields(kind, values).map(field)}
    </FieldGrid>
  );
}
