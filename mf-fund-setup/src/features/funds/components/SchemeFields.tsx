import {
  FUND_CATEGORIES,
  FUND_CATEGORY_LABELS,
  FUND_TYPES,
  FUND_TYPE_LABELS,
  SCHEME_FIELD_LABELS as L,
  TEXT_LIMITS,
  type FundType,
} from '@aif/contracts';
import { ReadOnlyField, SelectField, TextField, optionsOf, FieldGrid } from '@aif/form-kit';

/**
 * The scheme (fund) fields (doc 3 §2.7 "Fund form", §3 Scheme). On edit the fund type is shown, not
 * changed: its plans and applications follow it.
 */
export function SchemeFields({ fixedFundType }: { fixedFundType?: FundType }) {
  return (
    <FieldGrid>
      <TextField name="schemeCode" label={L.schemeCode} required upperCase maxLength={TEXT_LIMITS.code} />
      <TextField name="schemeName" label={L.schemeName} required maxLength={TEXT_LIMITS.line} />
      <SelectField
        name="fundCategory"
        label={L.fundCategory}
        required
        options={optionsOf(FUND_CATEGORIES, FUND_CATEGORY_LABELS)}
      />
      {fixedFundType ? (
        <ReadOnlyField label={L.fundType} value={FUND_TYPE_LABELS[fixedFundType]} />
      ) : (
        <SelectField
          name="fundType"
          label={L.fundType}
          required
          options={optionsOf(FUND_TYPES, FUND_TYPE_LABELS)}
        />
      )}
      <TextField name="amcCode" label={L.amcCode} upperCase maxLength={TEXT_LIMITS.code} />
      <TextField name="bankName" label={L.bankName} maxLength={TEXT_LIMITS.line} />
      <TextField name="bankBranch" label={L.bankBranch} maxLength={TEXT_LIMITS.line} />
      <TextField name="ifscCode" label={L.ifscCode} upperCase maxLength={11} />
      <TextField name="bankAccountNumber" label={L.bankAccountNumber} maxLength={20} />
      <TextField name="grievanceEmail" label={L.grievanceEmail} type="email" maxLength={TEXT_LIMITS.email} />
    </FieldGrid>
  );
}
