import { MAX_APPLICANTS } from '../constants';
import type { Applicant } from '../entities/applicant';
import type { Application } from '../entities/application';
import type { AddressType } from '../enums/kyc';
import type { Role } from '../roles';
import { canEdit } from '../status-machine';
import { isBankStepReadOnly } from '../wizard-later-steps/bank';
import { isDocumentStepReadOnly } from '../wizard-later-steps/documents';
import {
  INVESTMENT_LOCKED_FOR_INVESTOR_SIDE,
  investmentLockedFields,
} from '../wizard-later-steps/investment';
import { isNomineeEditingDisabled } from '../wizard-later-steps/nominee';
import { isNri, sortApplicants } from './contributor';

/**
 * Which wizard fields a role may change (doc 1 §2, §4, §6). The browser disables (or hides) them; the
 * server refuses a save that changes one (403; a locked field sent with its stored value is fine).
 *
 * - investor and POA approver: distributor fields, nationality, residential status, birth / tax fields
 *   of FATCA, CKYC and demat fields, overseas and permanent addresses, mode of holding; no joint holders;
 * - investor: only the first applicant's contact details;
 * - distributor and sub-distributor: distributor fields;
 * - everyone: PAN; the first applicant's data fetched from the KYC registry (name, date of birth,
 *   father/spouse name, gender, KRA mobile when the registry gave them) and addresses fetched from the
 *   registry (the correspondence address stays editable: editing it marks `correspondenceAddressEdited`,
 *   and the document step then asks for its proof, doc 1 §5 "Documents");
 * - minors: residential status.
 * Hidden for the investor: distributor/RM details, KRA documents, AML section.
 * Steps 6-9: nominees read-only for minor onboarding; banks read-only for investor and POA approver;
 * documents read-only for the investor; investment fields of `INVESTMENT_LOCKED_FOR_INVESTOR_SIDE` locked
 * for investor and POA approver.
 */
export interface ApplicantFieldLocks {
  /** Applicant field names (as in the step forms) that may not change. */
  fields: readonly string[];
  /** Address types whose fields may not change. */
  addresses: readonly AddressType[];
}

export interface WizardFieldLocks {
  /** canEdit for this role and status; false means the whole wizard is read-only. */
  editable: boolean;
  /** distributor step: loginType, distributorId, subdistributorId. */
  distributorFields: boolean;
  canAddJointHolder: boolean;
  canRemoveJointHolder: boolean;
  canChangeHoldingMode: boolean;
  /** Sections not shown to this role. */
  hidden: readonly ('distributorDetails' | 'rmDetails' | 'kraDocuments' | 'amlSection')[];
  /** In applicant_type order (first, second, third), inactive ones included. */
  applicants: readonly ApplicantFieldLocks[];
  /** Nominee step: minor onboarding (do-not-nominate forced) or not editable. */
  nomineesReadOnly: boolean;
  /** Bank step: investor and POA approver (no add, remove, verify or change), or not editable. */
  banksReadOnly: boolean;
  /** Document step: the investor, or not editable. */
  documentsReadOnly: boolean;
  /** Investment step fields this role may not change (`INVESTMENT_LOCKED_FOR_INVESTOR_SIDE`). */
  investmentLockedFields: readonly string[];
}

export const CONTACT_FIELDS = [
  'email',
  'countryNameAndCode',
  'countryCode',
  'mobile',
  'phoneNumberoffice',
  'phoneNumberResidence',
] as const;
export const KYC_LOCKED_FOR_INVESTOR_SIDE = ['ckycNo', 'dlclId', 'dpId', 'clId', 'nameOfBroker'] as const;
export const FATCA_LOCKED_FOR_INVESTOR_SIDE = [
  'placeOfBirth',
  'countryOfBirth',
  'countryOfNationality',
  'taxResidentOfAnyCountryOtherThanIndia',
  'taxCountryName',
  'taxID',
  'idType',
] as const;
/** First applicant's fields that the registry fills (kraData) and that are then locked. */
export const KRA_LOCKED_FIELDS = [
  'name',
  'dateOfBirth',
  'fatherOrSpouseName',
  'gender',
  'kraMobileNumber',
] as const;

const isInvestorSide = (role: Role) => role === 'investor' || role === 'poaapprover';

/** What the locks read of an application (the detail, the entity, or the server's rows). */
export type LockSubject = Pick<
  Application,
  'status' | 'applicationType' | 'onboardingType' | 'sentToInvestor'
> & {
  applicants: readonly KraAware[];
};

/**
 * Add joint holder: the preparers, the AIF admin and the AIF approver while it edits (0-product-decisions
 * §12), on a normal individual application with fewer than 3 active applicants that they may edit.
 */
export function canAddJointHolder(role: Role, application: LockSubject): boolean {
  if (isInvestorSide(role) || application.onboardingType === 'minor') return false;
  if (application.applicationType !== 'individual') return false;
  if (!['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover'].includes(role)) return false;
  if (!canEdit({ status: application.status, sentToInvestor: application.sentToInvestor }, role))
    return false;
  return application.applicants.filter((a) => a.isActive !== false).length < MAX_APPLICANTS;
}

/**
 * Residential status (doc 1 §4): the field is disabled unless draft. After draft it opens only where the
 * confirmed investor status change can happen (0-product-decisions §3), for the first applicant: to NRI
 * at `sent_to_applicant1`, away from NRI at `sent_to_amc_approver`; confirming it sends the application
 * back to draft.
 */
export function statusChangeOpen(
  status: Application['status'],
  index: number,
  storedStatus: string | null | undefined,
): boolean {
  if (status === 'draft') return true;
  if (index !== 0) return false;
  if (status === 'sent_to_applicant1') return !isNri(storedStatus);
  if (status === 'sent_to_amc_approver') return isNri(storedStatus);
  return false;
}

type KraAware = Pick<
  Applicant,
  'applicant_type' | 'isActive' | 'dataFetchedFromKRA' | 'addresses' | 'status'
> & {
  /** Which registry fields were filled (the server passes the keys of kraData); absent: all of KRA_LOCKED_FIELDS. */
  kraFields?: readonly string[] | null;
};

export function wizardFieldLocks(role: Role, application: LockSubject): WizardFieldLocks {
  const editable = canEdit({ status: application.status, sentToInvestor: application.sentToInvestor }, role);
  const investorSide = isInvestorSide(role);
  const applicants = sortApplicants(application.applicants).map((a, index): ApplicantFieldLocks => {
    const fields = new Set<string>(['panNo', 'applicant_type']);
    const addresses = new Set<AddressType>();
    if (investorSide) {
      ['nationality', 'status', ...KYC_LOCKED_FOR_INVESTOR_SIDE, ...FATCA_LOCKED_FOR_INVESTOR_SIDE].forEach(
        (f) => fields.add(f),
      );
      addresses.add('overseas');
      addresses.add('permanent');
    }
    if (role === 'investor' && index > 0) {
      CONTACT_FIELDS.forEach((f) => fields.add(f));
      (['correspondence', 'permanent', 'overseas'] as const).forEach((t) => addresses.add(t));
    }
    if (application.onboardingType === 'minor' || !statusChangeOpen(application.status, index, a.status))
      fields.add('status');
    if (index === 0 && a.dataFetchedFromKRA) {
      const kra = a.kraFields ?? KRA_LOCKED_FIELDS;
      KRA_LOCKED_FIELDS.filter((f) => kra.includes(f)).forEach((f) => fields.add(f));
    }
    for (const addr of a.addresses ?? []) {
      if (addr.fetchedFromKRA && addr.address_type !== 'correspondence') addresses.add(addr.address_type);
    }
    return { fields: [...fields], addresses: [...addresses] };
  });
  return {
    editable,
    distributorFields: !editable || investorSide || role === 'distributor' || role === 'subdistributor',
    canAddJointHolder: editable && canAddJointHolder(role, application),
    canRemoveJointHolder: editable && !investorSide && application.onboardingType !== 'minor',
    canChangeHoldingMode: editable && !investorSide,
    hidden: role === 'investor' ? ['distributorDetails', 'rmDetails', 'kraDocuments', 'amlSection'] : [],
    applicants,
    nomineesReadOnly: !editable || isNomineeEditingDisabled(application),
    banksReadOnly: !editable || isBankStepReadOnly(role),
    documentsReadOnly: !editable || isDocumentStepReadOnly(role),
    investmentLockedFields: editable ? investmentLockedFields(role) : INVESTMENT_LOCKED_FOR_INVESTOR_SIDE,
  };
}

/** Whether `field` of the applicant at `index` (applicant_type order) is locked. */
export function isApplicantFieldLocked(locks: WizardFieldLocks, index: number, field: string): boolean {
  return locks.applicants[index]?.fields.includes(field) ?? false;
}

export function isAddressLocked(locks: WizardFieldLocks, index: number, type: AddressType): boolean {
  return locks.applicants[index]?.addresses.includes(type) ?? false;
}
