import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  ACCOUNT_TYPE_LABELS,
  ADDRESS_TYPE_LABELS,
  APPLICANT_STATUS_LABELS,
  DEPOSITORY_LABELS,
  HOLDING_MODE_LABELS,
  INCOME_BAND_LABELS,
  KRA_ADDRESS_TYPE_LABELS,
  LOGIN_TYPE_LABELS,
  MESSAGES,
  OCCUPATION_LABELS,
  PAYMENT_MODE_LABELS,
  PEP_STATUS_LABELS,
  SETUP_FEE_TYPE_LABELS,
  SOURCE_OF_FUNDS_LABELS,
  STEP_LABELS,
  isFcnr,
  type Address,
  type Applicant,
  type ApplicationDetail,
  type WizardStep,
} from '@aif/contracts';
import {
  activeApplicants,
  applicantTitle,
  currencyOf,
  date,
  fullName,
  labelOf,
  mobileOf,
  money,
  percent,
  words,
  yesNo,
} from './format';
import { EntityApplicationView } from './entity/EntityApplicationView';
import { DocumentSection } from './DocumentSection';
import { FieldList, ViewField, ViewGroup, ViewSection } from './layout';

export { DocumentSection } from './DocumentSection';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { color: tokens.colorNeutralForeground2 },
});

export type Viewer = 'staff' | 'investor';

/** Correspondence first, as the contact step shows them. */
const ADDRESS_ORDER = ['correspondence', 'permanent', 'overseas'] as const;

export interface ApplicationViewProps {
  application: ApplicationDetail;
  /** The investor does not see the distributor and RM details or the KRA documents (doc 1 §6). */
  viewer?: Viewer;
  /** Shows an Edit button on each section, opening the wizard at that step. */
  onEdit?: (step: WizardStep) => void;
}

/**
 * Every section of an application, read-only (preview, details, the investor's view): an entity
 * application's are its own (entity/EntityApplicationView.tsx), sharing the investment, bank and documents.
 */
export function ApplicationView(props: ApplicationViewProps) {
  return props.application.applicationType === 'non_individual' ? (
    <EntityApplicationView {...props} />
  ) : (
    <IndividualApplicationView {...props} />
  );
}

function IndividualApplicationView({ application, viewer = 'staff', onEdit }: ApplicationViewProps) {
  const styles = useStyles();
  const edit = (step: WizardStep) => (onEdit ? () => onEdit(step) : undefined);
  return (
    <div className={styles.stack}>
      {viewer === 'staff' && (
        <DistributorSection application={application} onEdit={edit('distributor-details')} />
      )}
      <ContributorSection application={application} onEdit={edit('contributor-details')} />
      <ContactSection application={application} onEdit={edit('contact-details')} />
      <KycSection application={application} onEdit={edit('additional-KYC-details')} />
      <FatcaSection application={application} onEdit={edit('fatca')} />
      <NomineeSection application={application} onEdit={edit('nominee-details')} />
      <BankSection application={application} onEdit={edit('bank-details')} />
      <InvestmentSection application={application} onEdit={edit('investment-payment-details')} />
      <DocumentSection application={application} viewer={viewer} onEdit={edit('document-details')} />
    </div>
  );
}

interface SectionProps {
  application: ApplicationDetail;
  onEdit?: () => void;
}

export function DistributorSection({ application, onEdit }: SectionProps) {
  const d = application.distributor;
  return (
    <ViewSection title={STEP_LABELS['distributor-details']} onEdit={onEdit}>
      <FieldList>
        <ViewField label="Login Type" value={labelOf(LOGIN_TYPE_LABELS, application.loginType)} />
        <ViewField label="Distributor Name" value={d?.name} />
        <ViewField label="ARN Code" value={d?.arnCode} />
        <ViewField label="Sub-Distributor Name" value={application.subDistributor?.name} />
        <ViewField label="RM Name" value={application.rm?.name} />
        <ViewField label="Filled By" value={application.filledBy} />
      </FieldList>
    </ViewSection>
  );
}

export function ContributorSection({ application, onEdit }: SectionProps) {
  const minor = application.onboardingType === 'minor';
  const people = activeApplicants(application);
  return (
    <ViewSection title={STEP_LABELS['contributor-details']} onEdit={onEdit}>
      <FieldList>
        <ViewField
          label="Mode of Holding"
          value={labelOf(HOLDING_MODE_LABELS, application.modeOfHolding) ?? HOLDING_MODE_LABELS.single}
        />
      </FieldList>
      {people.map((a, i) => (
        <ViewGroup key={a.id ?? i} title={applicantTitle(i, minor)}>
          <FieldList>
            <ViewField label="Name" value={fullName(a.namePrefix, a.name)} />
            <ViewField label="PAN" value={a.panNo} />
            <ViewField label="Date of Birth" value={date(a.dateOfBirth)} />
            <ViewField label="Gender" value={a.gender} />
            <ViewField label="Father/Spouse Name" value={a.fatherOrSpouseName} />
            <ViewField label="Mother Name" value={a.motherName} />
            <ViewField label="Investor Status" value={labelOf(APPLICANT_STATUS_LABELS, a.status)} />
            <ViewField label="Nationality" value={a.nationality} />
            {i > 0 && (
              <ViewField label="Relationship with First Applicant" value={a.relationShipWithFirstApplicant} />
            )}
          </FieldList>
          {minor && i === 0 && <MinorFields applicant={a} />}
        </ViewGroup>
      ))}
    </ViewSection>
  );
}

function MinorFields({ applicant: a }: { applicant: Applicant }) {
  return (
    <ViewGroup title="Minor Details">
      <FieldList>
        <ViewField label="Minor Name" value={fullName(a.minorNamePrefix, a.minorName)} />
        <ViewField label="Minor PAN" value={a.minorPan} />
        <ViewField label="Minor Date of Birth" value={date(a.minorDOB)} />
        <ViewField label="Minor Gender" value={a.minorGender} />
        <ViewField label="Minor Father Name" value={a.minorFatherName} />
        <ViewField label="Minor Email" value={a.minorEmail} />
        <ViewField label="Minor Mobile" value={mobileOf(a.minorCountryCode, a.minorMobile)} />
        <ViewField
          label="Relationship with Minor"
          value={a.guardianRelationshipTypeOther || a.guardianRelationship}
        />
        <ViewField label="Natural Parent" value={labelOf({ yes: 'Yes', no: 'No' }, a.naturalParent)} />
      </FieldList>
    </ViewGroup>
  );
}

function addressText(a: Address | undefined): string | null {
  if (!a) return null;
  const parts = [a.address1, a.address2, a.address3, a.city, a.state, a.country, a.pincode].filter(
    (p) => p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

export function ContactSection({ application, onEdit }: SectionProps) {
  const minor = application.onboardingType === 'minor';
  return (
    <ViewSection title={STEP_LABELS['contact-details']} onEdit={onEdit}>
      {activeApplicants(application).map((a, i) => {
        const addresses = (a.addresses ?? []).filter((x) => x.isActive !== false);
        const correspondence = addresses.find((x) => x.address_type === 'correspondence');
        return (
          <ViewGroup key={a.id ?? i} title={applicantTitle(i, minor)} first={i === 0}>
            <FieldList>
              <ViewField label="Email ID" value={a.email} />
              <ViewField label="Mobile Number" value={mobileOf(a.countryCode, a.mobile)} />
              <ViewField label="KRA Mobile Number" value={a.kraMobileNumber} />
              <ViewField label="Phone (Office)" value={a.phoneNumberoffice} />
              <ViewField label="Phone (Residence)" value={a.phoneNumberResidence} />
              {ADDRESS_ORDER.map((type) => {
                const found = addresses.find((x) => x.address_type === type);
                if (type === 'overseas' && !found) return null;
                const same =
                  type === 'permanent' && correspondence?.permanentAddressSameAsCorresponding && !found;
                return (
                  <ViewField
                    key={type}
                    wide
                    label={ADDRESS_TYPE_LABELS[type]}
                    value={same ? 'Same as Correspondence Address' : addressText(found)}
                  />
                );
              })}
            </FieldList>
          </ViewGroup>
        );
      })}
    </ViewSection>
  );
}

function sourcesOfFunds(a: Applicant): string | null {
  const list = (a.sourceOfFunds ?? '')
    .split('*')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const label = labelOf(SOURCE_OF_FUNDS_LABELS, s) ?? s;
      return s === 'other' && a.otherSourceOfFund ? `${label} (${a.otherSourceOfFund})` : label;
    });
  return list.length ? list.join(', ') : null;
}

export function KycSection({ application, onEdit }: SectionProps) {
  const minor = application.onboardingType === 'minor';
  return (
    <ViewSection title={STEP_LABELS['additional-KYC-details']} onEdit={onEdit}>
      {activeApplicants(application).map((a, i) => (
        <ViewGroup key={a.id ?? i} title={applicantTitle(i, minor)} first={i === 0}>
          <FieldList>
            <ViewField label="Occupation" value={labelOf(OCCUPATION_LABELS, a.occupationDetails)} />
            <ViewField label="Gross Annual Income" value={labelOf(INCOME_BAND_LABELS, a.grossAnnualIncome)} />
            <ViewField
              label="Politically Exposed Person Status"
              value={labelOf(PEP_STATUS_LABELS, a.politicallyExposedPersonStatus)}
            />
            <ViewField label="CKYC Number" value={a.ckycNo} />
            <ViewField label="Source of Funds" value={sourcesOfFunds(a)} />
            <ViewField label="Demat Account Type" value={labelOf(DEPOSITORY_LABELS, a.dlclId)} />
            <ViewField label={a.dlclId === 'cdsl' ? 'DPCL ID' : 'DP ID'} value={a.dpId} />
            {a.dlclId !== 'cdsl' && <ViewField label="CL ID" value={a.clId} />}
            <ViewField label="Name of Broker" value={a.nameOfBroker} />
          </FieldList>
        </ViewGroup>
      ))}
    </ViewSection>
  );
}

export function FatcaSection({ application, onEdit }: SectionProps) {
  const minor = application.onboardingType === 'minor';
  return (
    <ViewSection title={STEP_LABELS.fatca} onEdit={onEdit}>
      {activeApplicants(application).map((a, i) => (
        <ViewGroup key={a.id ?? i} title={applicantTitle(i, minor)} first={i === 0}>
          <FieldList>
            <ViewField
              label="Type of Address Provided at KRA"
              value={labelOf(KRA_ADDRESS_TYPE_LABELS, a.typeOfAddressProvidedAtKRA)}
            />
            <ViewField label="Place of Birth" value={a.placeOfBirth} />
            <ViewField label="Country of Birth" value={a.countryOfBirth} />
            <ViewField label="Country of Nationality" value={a.countryOfNationality} />
            <ViewField
              label="Tax Resident of any Country other than India"
              value={yesNo(a.taxResidentOfAnyCountryOtherThanIndia)}
            />
            {a.taxResidentOfAnyCountryOtherThanIndia && (
              <>
                <ViewField label="Tax Country" value={a.taxCountryName} />
                <ViewField label="Tax ID" value={a.taxID} />
                <ViewField label="ID Type" value={a.idType} />
              </>
            )}
          </FieldList>
        </ViewGroup>
      ))}
    </ViewSection>
  );
}

export function NomineeSection({ application, onEdit }: SectionProps) {
  const styles = useStyles();
  const nominees = (application.nominees ?? []).filter((n) => n.isActive !== false);
  return (
    <ViewSection title={STEP_LABELS['nominee-details']} onEdit={onEdit}>
      {application.doNotWishToNominate || nominees.length === 0 ? (
        <Text className={styles.empty}>
          {application.doNotWishToNominate ? 'I do not wish to nominate' : MESSAGES.noDataFound}
        </Text>
      ) : (
        nominees.map((n, i) => (
          <ViewGroup key={n.id ?? i} title={`Nominee ${i + 1}`} first={i === 0}>
            <FieldList>
              <ViewField label="Nominee Name" value={n.nomineeName} />
              <ViewField label="Relationship" value={n.nomineeRelationship || n.Relationship} />
              <ViewField label="Date of Birth" value={date(n.dateOfBirth)} />
              <ViewField label="Nominee Percentage" value={percent(n.nomineePercentage)} />
              <ViewField label="Nominee PAN" value={n.nomineePan} />
              <ViewField label="Guardian Name" value={n.guardianName} />
              <ViewField label="Guardian PAN" value={n.nomineeGuardianPan} />
            </FieldList>
          </ViewGroup>
        ))
      )}
    </ViewSection>
  );
}

export function BankSection({ application, onEdit }: SectionProps) {
  const styles = useStyles();
  const banks = (application.banks ?? []).filter((b) => b.isActive !== false);
  return (
    <ViewSection title={STEP_LABELS['bank-details']} onEdit={onEdit}>
      {banks.length === 0 ? (
        <Text className={styles.empty}>{MESSAGES.noBankDetails}</Text>
      ) : (
        banks.map((b, i) => {
          const fcnr = isFcnr(b.bankAccountType);
          return (
            <ViewGroup
              key={b.id ?? i}
              title={`Bank ${i + 1}`}
              first={i === 0}
              badges={
                <>
                  {b.defaultBankAccount && (
                    <Badge appearance="filled" color="brand" shape="rounded">
                      Default
                    </Badge>
                  )}
                  {!fcnr &&
                    (b.pennydropVerified ? (
                      <Badge appearance="tint" color="success" shape="rounded">
                        Verified
                      </Badge>
                    ) : (
                      <Badge appearance="tint" color="warning" shape="rounded">
                        Not Verified
                      </Badge>
                    ))}
                </>
              }
            >
              <FieldList>
                <ViewField label="Bank Name" value={b.bankName} />
                <ViewField label="Bank Account Number" value={b.bankAccountNumber} />
                <ViewField label="Account Type" value={labelOf(ACCOUNT_TYPE_LABELS, b.bankAccountType)} />
                {fcnr ? (
                  <>
                    <ViewField label="SWIFT Code" value={b.swiftCode} />
                    <ViewField label="IBAN Number" value={b.ibanNumber} />
                    <ViewField label="CIF" value={b.cif} />
                  </>
                ) : (
                  <>
                    <ViewField label="IFSC Code" value={b.ifscCode} />
                    <ViewField label="MICR Code" value={b.micrCode} />
                  </>
                )}
                <ViewField label="Branch" value={b.bankBranch} />
                <ViewField label="Default Bank Account" value={yesNo(Boolean(b.defaultBankAccount))} />
                {!fcnr && (
                  <ViewField label="Penny Drop Verified" value={yesNo(Boolean(b.pennydropVerified))} />
                )}
              </FieldList>
            </ViewGroup>
          );
        })
      )}
    </ViewSection>
  );
}

export function InvestmentSection({ application: a, onEdit }: SectionProps) {
  const currency = currencyOf(a);
  const mode = a.modeOfPayment;
  const refLabel = mode === 'neft' ? 'NEFT Code' : mode === 'demand_draft' ? 'DD Number' : 'Cheque No / UTR';
  const refValue = mode === 'neft' ? a.neftCode : mode === 'demand_draft' ? a.ddNo : a.paymentRefNo;
  const showSetupFee = a.scheme?.fundType !== 'msar';
  return (
    <ViewSection title={STEP_LABELS['investment-payment-details']} onEdit={onEdit}>
      <FieldList>
        <ViewField label="Fund Scheme" value={a.scheme?.schemeName} />
        {/* Where investors raise a complaint about the scheme (0-product-decisions §9), when it has one. */}
        {a.scheme?.grievanceEmail && <ViewField label="Grievance Email ID" value={a.scheme.grievanceEmail} />}
        <ViewField label="Series" value={a.plan?.planDescription || a.plan?.planCode} />
        <ViewField label="Drawdown Date" value={date(a.drawDownDate)} />
        <ViewField label="Group Investment" value={yesNo(a.groupInvestment)} />
        {a.groupInvestment && <ViewField label="Group Name" value={a.groupName} />}
        <ViewField label="Lower the Units" value={yesNo(a.lowerTheUnits)} />
        <ViewField label="Face Value" value={money(a.faceValue, currency)} />
        <ViewField label="Premium Percentage" value={percent(a.premiumPercentage)} />
        <ViewField label="Premium Value" value={money(a.premiumValue, currency)} />
        <ViewField label="Per Unit Value" value={money(a.perUnitValue, currency)} />
        <ViewField label="No of Units" value={a.noOfUnits} />
        <ViewField label="Commitment Amount" value={money(a.commitmentAmount, currency)} />
        <ViewField label="Commitment Amount in Words" value={words(a.commitmentAmount, currency)} wide />
      </FieldList>
      {showSetupFee && (
        <ViewGroup title="Setup Fee">
          <FieldList>
            <ViewField label="Setup Fee Type" value={labelOf(SETUP_FEE_TYPE_LABELS, a.setupFeeType)} />
            <ViewField label="Setup Fee Percentage" value={percent(a.setupFeePercentage)} />
            <ViewField label="Setup Fee Amount" value={money(a.setupFeeAmount, currency)} />
            <ViewField label="GST on Setup Fee" value={money(a.setupFeeGST, currency)} />
            <ViewField label="Total Setup Fee" value={money(a.totalSetupFee, currency)} />
            <ViewField label="TDS on Setup Fee" value={money(a.setupFeeTDS, currency)} />
            <ViewField label="Net Setup Fee less TDS" value={money(a.netSetupFeeLessTDS, currency)} />
            <ViewField
              label="Setup Fee in Words"
              value={a.setupFeeInWords || words(a.totalSetupFee, currency)}
              wide
            />
          </FieldList>
        </ViewGroup>
      )}
      <ViewGroup title="Payment">
        <FieldList>
          <ViewField label="Mode of Payment" value={labelOf(PAYMENT_MODE_LABELS, mode)} />
          <ViewField label={refLabel} value={refValue} />
          {(mode === 'cheque' || mode === 'demand_draft') && (
            <ViewField label="Cheque / DD Date" value={date(a.chequeDate)} />
          )}
          <ViewField label="Payment Bank Name" value={a.paymentBankame} />
          <ViewField label="Payment Bank Account Number" value={a.paymentBankAccountNumber} />
          <ViewField label="Payment Bank Account Type" value={a.paymentBankAccontType} />
          <ViewField label="Total Amount Payable" value={money(a.totalAmountPayable, currency)} />
          <ViewField
            label="Total Amount Payable in Words"
            value={words(a.totalAmountPayable, currency)}
            wide
          />
        </FieldList>
      </ViewGroup>
    </ViewSection>
  );
}
