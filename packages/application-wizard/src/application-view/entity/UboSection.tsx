import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  CONTROLLING_PERSON_TYPE_LABELS,
  MESSAGES,
  OCCUPATION_LABELS,
  ROLE_LABELS,
  STEP_LABELS,
  uboDeclarationText,
  type Ubo,
  type UboDeclarationOption,
} from '@aif/contracts';
import { date, labelOf, percent, yesNo } from '../format';
import { FieldList, ViewField, ViewGroup, ViewSection } from '../layout';
import type { Viewer } from '../ApplicationView';
import type { EntitySectionProps } from './types';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground2 } });

function addressLine(...parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((p) => p && p.trim() !== '');
  return kept.length ? kept.join(', ') : null;
}

/**
 * Declaration of UBO (doc 2 "Previews"): the declaration type and value as uboTypeMaster.json words them,
 * the UBOs, and for staff an AML check block on each UBO whose AML check did not pass (doc 2 §6).
 */
export function UboSection({
  application,
  viewer,
  uboTypes,
  onEdit,
}: EntitySectionProps & { viewer: Viewer; uboTypes: readonly UboDeclarationOption[] }) {
  const styles = useStyles();
  const declaration = uboDeclarationText(
    uboTypes,
    application.ubo_declaration_type,
    application.ubo_declaration_value,
    application.ubo_declaration_others,
  );
  const list = (application.ubos ?? []).filter((u) => u.isActive !== false);
  return (
    <ViewSection title={STEP_LABELS['declaration-ubo']} onEdit={onEdit}>
      <FieldList>
        <ViewField label="Declaration Type" value={declaration.type} wide />
        <ViewField label="Declaration Value" value={declaration.value} wide />
      </FieldList>
      {list.length === 0 ? (
        <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>
      ) : (
        list.map((u, i) => <UboGroup key={u.id ?? i} ubo={u} index={i} viewer={viewer} />)
      )}
    </ViewSection>
  );
}

function UboGroup({ ubo: u, index, viewer }: { ubo: Ubo; index: number; viewer: Viewer }) {
  // Not passed: failed, or not run (a UBO typed by hand before its check).
  const amlNotPassed = u.amlCheck !== true;
  return (
    <ViewGroup
      title={`UBO ${index + 1}${u.name ? `: ${u.name}` : ''}`}
      badges={
        viewer === 'staff' && u.amlCheck != null ? (
          <Badge appearance="tint" shape="rounded" color={u.amlCheck ? 'success' : 'danger'}>
            {u.amlCheck ? MESSAGES.amlCheckDone : MESSAGES.amlCheckFailed}
          </Badge>
        ) : undefined
      }
    >
      <FieldList>
        <ViewField label="Taxpayer ID Number/PAN/Equivalent ID Number" value={u.panNumber} />
        <ViewField label="Date of Birth" value={date(u.dob)} />
        <ViewField label="Name" value={u.name} />
        <ViewField label="Identification Type" value={u.identificationType} />
        <ViewField
          label="Percentage Of Beneficial Interest"
          value={percent(u.percentageOfBeneficialInterest)}
        />
        <ViewField label="Country of Tax Residency" value={u.countryOfTaxResidency} />
        <ViewField label="CP/UBO Code" value={labelOf(CONTROLLING_PERSON_TYPE_LABELS, u.cpUboCode)} />
        <ViewField label="Place and Country of Birth" value={u.placeAndCountryOfBirth} />
        <ViewField label="Occupation" value={labelOf(OCCUPATION_LABELS, u.occupation)} />
        <ViewField label="Gender" value={u.gender} />
        <ViewField label="Nationality" value={u.nationality} />
        <ViewField label="Father's Name" value={u.fatherName} />
        <ViewField label="CKYC Number" value={u.ckycNumber} />
        <ViewField
          label="Discretionary Trust"
          value={labelOf({ yes: 'Yes', no: 'No' }, u.discretionaryTrust)}
        />
        <ViewField label="Address Line 1" value={addressLine(u.address1, u.address2)} wide />
        <ViewField label="Address Line 2" value={u.address3} wide />
        <ViewField label="City" value={u.city} />
        <ViewField label="State" value={u.state} />
        <ViewField label="Country" value={u.country} />
        <ViewField label="Pincode" value={u.pincode} />
        <ViewField label="Identity Proof" value={u.file?.name} />
      </FieldList>
      {viewer === 'staff' && amlNotPassed && (
        <ViewGroup title="AML Check">
          <FieldList>
            <ViewField label="AML Check" value={u.amlCheck === false ? 'Failed' : 'Not Done'} />
            <ViewField label="Acknowledgement" value={yesNo(u.amlAcknowledgement)} />
            <ViewField label="Commented By" value={labelOf(ROLE_LABELS, u.amlCommentedRole)} />
            <ViewField label="Comments" value={u.amlComments} wide />
          </FieldList>
        </ViewGroup>
      )}
    </ViewGroup>
  );
}
