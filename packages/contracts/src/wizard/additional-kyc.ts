import { z } from 'zod';
import { isAfterCutoff } from '../cutoffs';
import type { Application } from '../entities/application';
import { isDematRequired } from '../enums/fund';
import {
  DEPOSITORIES,
  DEPOSITORY_FIELDS,
  INCOME_BANDS,
  OCCUPATIONS,
  PEP_STATUSES,
  SOURCE_OF_FUNDS,
  type Depository,
} from '../enums/kyc';
import { CKYC_REGEX, dematMessages, joinSourceOfFunds, splitSourceOfFunds } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { inList, issueAdder, type IssueAdder, type WizardStepContext, applicantTypeInput } from './context';
import { formText, list, LIST_LIMITS, text, TEXT_LIMITS } from '../validation/text';
import { sortApplicants } from './contributor';
import { WIZARD_MESSAGES } from './messages';

export const additionalKycApplicantFields = z.object({
  id: formText(TEXT_LIMITS.id),
  applicant_type: applicantTypeInput,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v !== false),
  occupationDetails: formText(TEXT_LIMITS.line),
  grossAnnualIncome: formText(TEXT_LIMITS.line),
  politicallyExposedPersonStatus: formText(TEXT_LIMITS.line),
  ckycNo: formText(TEXT_LIMITS.code),
  /** Multi-select; stored joined by '*'. */
  sourceOfFunds: list(text(TEXT_LIMITS.code), LIST_LIMITS.entries)
    .nullish()
    .transform((v) => (v ?? []).map((s) => s.trim()).filter(Boolean)),
  otherSourceOfFund: formText(TEXT_LIMITS.line),
  /** Depository: 'cdsl', 'nsdl', 'none' (not offered after 2024-05-10) or '' (not chosen). */
  dlclId: formText(TEXT_LIMITS.code),
  dpId: formText(TEXT_LIMITS.code),
  clId: formText(TEXT_LIMITS.code),
  nameOfBroker: formText(TEXT_LIMITS.line),
});
export type AdditionalKycApplicantValues = z.output<typeof additionalKycApplicantFields>;

/** Demat details are mandatory on a domestic fund (for applications created after its cut-off). */
export function isDematMandatory(ctx: Pick<WizardStepContext, 'fundType' | 'applicationCreatedAt'>): boolean {
  return (
    isDematRequired(ctx.fundType) && isAfterCutoff('dematMandatoryForDomestic', ctx.applicationCreatedAt)
  );
}

/** The depository choices offered: 'none' is gone for applications created from 2024-05-10 (doc 1 §4). */
export function depositoryOptions(
  ctx: Pick<WizardStepContext, 'applicationCreatedAt'>,
): readonly Depository[] {
  return isAfterCutoff('depositoryNoneRemoved', ctx.applicationCreatedAt) ? ['cdsl', 'nsdl'] : DEPOSITORIES;
}

/** The depository a new form starts with: 'none' when demat is not mandatory and 'none' is offered, else ''. */
export function defaultDepository(
  ctx: Pick<WizardStepContext, 'fundType' | 'applicationCreatedAt'>,
): Depository | '' {
  return !isDematMandatory(ctx) && depositoryOptions(ctx).includes('none') ? 'none' : '';
}

type DematFields = Pick<AdditionalKycApplicantValues, 'dlclId' | 'dpId' | 'clId' | 'nameOfBroker'>;

/**
 * The demat and broker rules of one applicant (doc 1 §4 "Demat", doc 2 §5): the type from the offered
 * options; on a domestic fund the first applicant's depository must be CDSL or NSDL; ids by depository;
 * the broker from the list. `first`: the first (or the entity) applicant.
 */
export function checkDemat(a: DematFields, first: boolean, ctx: WizardStepContext, add: IssueAdder) {
  const options = depositoryOptions(ctx);
  const mandatory = isDematMandatory(ctx);
  const legacyDpclLength =
    ctx.legacyDpclLength || !isAfterCutoff('dpclIdSixteenDigits', ctx.applicationCreatedAt);
  const dep = a.dlclId.toLowerCase();
  if (first && mandatory && dep !== 'cdsl' && dep !== 'nsdl') {
    add(['dlclId'], MESSAGES.dematMandatoryForDomestic);
  } else if (dep !== '' && !(options as readonly string[]).includes(dep)) {
    add(['dlclId'], WIZARD_MESSAGES.dematTypeInvalid);
  } else if (dep === '' && mandatory && first) {
    add(['dlclId'], WIZARD_MESSAGES.dematTypeRequired);
  } else if (dep === 'cdsl' || dep === 'nsdl') {
    const m = dematMessages(dep, { dpId: a.dpId, clId: a.clId }, { legacyDpclLength });
    add(['dpId'], m.dpId);
    add(['clId'], m.clId);
  }
  if (a.nameOfBroker !== '' && !inList(a.nameOfBroker, ctx.brokers))
    add(['nameOfBroker'], MESSAGES.brokerInvalid);
}

/** The step's fields, built once (its rules depend on the context, its fields do not). */
const additionalKycStepFields = z.object({
  applicants: list(additionalKycApplicantFields, LIST_LIMITS.people),
});

/**
 * Additional KYC (doc 1 §2, §5 "Additional KYC", §4 "Demat"). Per active applicant: occupation and PEP
 * status required and known; income known when given; CKYC 14 digits and unique among active applicants;
 * 'Please Specify Source of Funds' when 'other' is chosen; demat type from the offered options, ids by
 * depository (DP ID 'IN'+6 digits and CL ID 8 digits for NSDL, a 16-digit DPCL ID for CDSL, 8 or 16 for
 * older applications or by configuration), broker from the list. On a domestic fund the first applicant's
 * depository must be CDSL or NSDL ('If a domestic fund is selected, filling out Demat account details is
 * mandatory'). The parsed value clears the ids the depository does not use and joins source of funds by '*'.
 */
export function additionalKycStepSchema(ctx: WizardStepContext) {
  return additionalKycStepFields
    .superRefine((v, zctx) => {
      const seenCkyc = new Map<string, number>();
      let position = 0;
      v.applicants.forEach((a, i) => {
        if (!a.isActive) return;
        const add = issueAdder(zctx, ['applicants', i]);
        add(
          ['occupationDetails'],
          a.occupationDetails === ''
            ? WIZARD_MESSAGES.occupationRequired
            : inList(a.occupationDetails, OCCUPATIONS)
              ? null
              : MESSAGES.occupationInvalid,
        );
        if (a.grossAnnualIncome !== '' && !inList(a.grossAnnualIncome, INCOME_BANDS))
          add(['grossAnnualIncome'], WIZARD_MESSAGES.incomeInvalid);
        add(
          ['politicallyExposedPersonStatus'],
          a.politicallyExposedPersonStatus === ''
            ? WIZARD_MESSAGES.pepRequired
            : inList(a.politicallyExposedPersonStatus, PEP_STATUSES)
              ? null
              : WIZARD_MESSAGES.pepInvalid,
        );
        if (a.ckycNo !== '') {
          if (!CKYC_REGEX.test(a.ckycNo)) add(['ckycNo'], MESSAGES.ckycInvalid);
          else if (seenCkyc.has(a.ckycNo)) add(['ckycNo'], MESSAGES.ckycDuplicateApplicant);
          else seenCkyc.set(a.ckycNo, i);
        }
        if (a.sourceOfFunds.some((s) => !(SOURCE_OF_FUNDS as readonly string[]).includes(s)))
          add(['sourceOfFunds'], WIZARD_MESSAGES.sourceOfFundsInvalid);
        if (a.sourceOfFunds.includes('other') && a.otherSourceOfFund === '')
          add(['otherSourceOfFund'], MESSAGES.specifySourceOfFunds);

        checkDemat(a, position === 0, ctx, add);
        position += 1;
      });
    })
    .transform((v) => ({ applicants: v.applicants.map(normaliseAdditionalKyc) }));
}
export type AdditionalKycStepInput = z.input<ReturnType<typeof additionalKycStepSchema>>;
export type AdditionalKycStepValues = z.output<ReturnType<typeof additionalKycStepSchema>>;

/** Stored shape: ids the depository does not use cleared, DP ID upper-cased, source of funds joined by '*'. */
export function normaliseAdditionalKyc(a: AdditionalKycApplicantValues) {
  return { ...a, ...normaliseDemat(a), ...normaliseSources(a) };
}

function normaliseSources(a: AdditionalKycApplicantValues) {
  return {
    sourceOfFunds: joinSourceOfFunds(a.sourceOfFunds),
    otherSourceOfFund: a.sourceOfFunds.includes('other') ? a.otherSourceOfFund : '',
  };
}

/** Demat ids the depository does not use cleared, DP ID upper-cased. */
export function normaliseDemat<T extends DematFields>(a: T) {
  const dep = a.dlclId.toLowerCase() as Depository | '';
  const fields: readonly string[] = dep === '' ? [] : (DEPOSITORY_FIELDS[dep] ?? []);
  return {
    dlclId: dep,
    dpId: fields.includes('dpId') ? a.dpId.toUpperCase() : '',
    clId: fields.includes('clId') ? a.clId : '',
  };
}

export function additionalKycStepDefaults(
  application: Pick<Application, 'applicants'>,
  ctx: Pick<WizardStepContext, 'role' | 'fundType' | 'applicationCreatedAt'>,
): AdditionalKycStepInput {
  const investorSide = ctx.role === 'investor' || ctx.role === 'poaapprover';
  return {
    applicants: sortApplicants(application.applicants).map((a) => ({
      id: a.id ?? '',
      applicant_type: a.applicant_type ?? null,
      isActive: a.isActive !== false,
      occupationDetails: a.occupationDetails ?? '',
      grossAnnualIncome: a.grossAnnualIncome ?? '',
      politicallyExposedPersonStatus:
        a.politicallyExposedPersonStatus ?? (investorSide ? '' : 'Not Applicable'),
      ckycNo: a.ckycNo ?? '',
      sourceOfFunds: splitSourceOfFunds(a.sourceOfFunds),
      otherSourceOfFund: a.otherSourceOfFund ?? '',
      // Investor and POA approver cannot change the demat fields: no default for them.
      dlclId: a.dlclId ?? (investorSide ? '' : defaultDepository(ctx)),
      dpId: a.dpId ?? '',
      clId: a.clId ?? '',
      nameOfBroker: a.nameOfBroker ?? '',
    })),
  };
}
