import {
  ADDRESS_TYPE_LABELS,
  DEPOSITORY_LABELS,
  INCOME_BAND_LABELS,
  INVESTOR_TYPE_LABELS,
  NBFC_IMPORTANCE_TYPE_LABELS,
  NBFC_TYPE_LABELS,
  PEP_STATUS_LABELS,
  ROLE_LABELS,
  STEP_LABELS,
  type Address,
  type Applicant,
  type ContactPerson,
} from '@aif/contracts';
import { activeApplicants, currencyOf, date, labelOf, mobileOf, money, words, yesNo } from '../format';
import { FieldList, ViewField, ViewGroup, ViewSection } from '../layout';
import type { Viewer } from '../ApplicationView';
import type { EntitySectionProps } from './types';

/** The entity's registered office is stored as its 'permanent' address (doc 2 §2 "Contact details"). */
export const REGISTERED_OFFICE_ADDRESS = 'Registered Office Address';

function addressText(
  a:
    | Pick<Address, 'address1' | 'address2' | 'address3' | 'city' | 'state' | 'country' | 'pincode'>
    | null
    | undefined,
): string | null {
  if (!a) return null;
  const parts = [a.address1, a.address2, a.address3, a.city, a.state, a.country, a.pincode].filter(
    (p) => p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

/** Contributor details of the entity (doc 2 §2): registration, investor type, NBFC, net worth, demat, AML. */
export function EntityContributorSection({
  application,
  viewer,
  onEdit,
}: EntitySectionProps & { viewer: Viewer }) {
  const currency = currencyOf(application);
  return (
    <ViewSection title={STEP_LABELS['contributor-details']} onEdit={onEdit}>
      {activeApplicants(application).map((a, i) => (
        <ViewGroup key={a.id ?? i} title="Entity Details" first={i === 0}>
          <FieldList>
            <ViewField label="Name of Entity" value={a.name} />
            <ViewField label="Date of Registration/Incorporation" value={date(a.dateOfBirth)} />
            <ViewField label="Place of Registration/Incorporation" value={a.cityOfIncorporation} />
            <ViewField label="CKYC No./CKYC Acknowledge No./KIN No" value={a.ckycNo} />
            <ViewField label="Investor Type" value={labelOf(INVESTOR_TYPE_LABELS, a.investorType)} />
            <ViewField label="PAN" value={a.panNo} />
            {a.investorType === 'corporate' && (
              <>
                <ViewField
                  label="Corporate is NBFC"
                  value={labelOf({ yes: 'Yes', no: 'No' }, a.nbfcCorporate)}
                />
                {a.nbfcCorporate === 'yes' && (
                  <>
                    <ViewField label="Type of NBFC" value={labelOf(NBFC_TYPE_LABELS, a.nbfcType)} />
                    <ViewField
                      label="Is it systemically important or non-systemically important NBFC"
                      value={labelOf(NBFC_IMPORTANCE_TYPE_LABELS, a.nbfcImportanceType)}
                    />
                  </>
                )}
              </>
            )}
            <ViewField label="Gross Annual Income" value={labelOf(INCOME_BAND_LABELS, a.grossAnnualIncome)} />
            <ViewField label="Net Worth" value={money(a.netWorth, currency)} />
            <ViewField label="Net Worth in Words" value={words(a.netWorth, currency)} wide />
            <ViewField label="Net worth as on" value={date(a.netWorthDate)} />
            <ViewField
              label="Politically Exposed Person Status"
              value={labelOf(PEP_STATUS_LABELS, a.politicallyExposedPersonStatus)}
            />
            <ViewField label="Demat Account Type" value={labelOf(DEPOSITORY_LABELS, a.dlclId)} />
            <ViewField label={a.dlclId === 'cdsl' ? 'DPCL ID' : 'DP ID'} value={a.dpId} />
            {a.dlclId !== 'cdsl' && <ViewField label="CL ID" value={a.clId} />}
            <ViewField label="Name of Broker" value={a.nameOfBroker} />
          </FieldList>
          {viewer === 'staff' && <AmlFields applicant={a} />}
        </ViewGroup>
      ))}
    </ViewSection>
  );
}

/** The entity's AML outcome, and the comments when it failed: staff only (doc 2 §6). */
function AmlFields({ applicant: a }: { applicant: Applicant }) {
  if (a.amlCheck === null || a.amlCheck === undefined) return null;
  return (
    <ViewGroup title="AML Check">
      <FieldList>
        <ViewField label="AML Check" value={a.amlCheck ? 'Passed' : 'Failed'} />
        {!a.amlCheck && (
          <>
            <ViewField label="Acknowledgement" value={yesNo(a.amlAcknowledgement)} />
            <ViewField label="Commented By" value={labelOf(ROLE_LABELS, a.amlCommentedRole)} />
            <ViewField label="Comments" value={a.amlComments} wide />
          </>
        )}
      </FieldList>
    </ViewGroup>
  );
}

function contactPersonAddress(p: ContactPerson | null | undefined): string | null {
  return addressText(p ?? null);
}

/** Contact details of the entity: registered office, correspondence address, contact person (doc 2 "Previews"). */
export function EntityContactSection({ application, onEdit }: EntitySectionProps) {
  return (
    <ViewSection title={STEP_LABELS['contact-details']} onEdit={onEdit}>
      {activeApplicants(application).map((a, i) => {
        const addresses = (a.addresses ?? []).filter((x) => x.isActive !== false);
        const correspondence = addresses.find((x) => x.address_type === 'correspondence');
        const office = addresses.find((x) => x.address_type === 'permanent');
        const same = correspondence?.permanentAddressSameAsCorresponding && !office;
        const p = a.contactperson;
        return (
          <div key={a.id ?? i}>
            <FieldList>
              <ViewField label="Email ID" value={a.email} />
              <ViewField label="Mobile Number" value={mobileOf(a.countryCode, a.mobile)} />
              <ViewField
                wide
                label={REGISTERED_OFFICE_ADDRESS}
                value={same ? 'Same as Correspondence Address' : addressText(office)}
              />
              <ViewField
                wide
                label={ADDRESS_TYPE_LABELS.correspondence}
                value={addressText(correspondence)}
              />
            </FieldList>
            <ViewGroup title="Contact Person">
              <FieldList>
                <ViewField label="Name" value={p?.name} />
                <ViewField label="Email ID" value={p?.email} />
                <ViewField label="Mobile Number" value={mobileOf(p?.countryCode, p?.mobile)} />
                <ViewField
                  label="Landline Number"
                  value={p?.landLineNumber ? [p.stdCode, p.landLineNumber].filter(Boolean).join('-') : null}
                />
                <ViewField label="Address" value={contactPersonAddress(p)} wide />
              </FieldList>
            </ViewGroup>
          </div>
        );
      })}
    </ViewSection>
  );
}
