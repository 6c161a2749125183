import { z } from 'zod';
import { MAX_SIGNATORIES_PER_GROUP } from '../constants';
import type { SignatoryGroupKind } from '../entities/signatory';
import type { FundType } from '../enums/fund';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';
import { isValidMobile, normaliseCountryCode } from './mobile';
import { DIN_DPIN_REGEX } from './kyc';
import { isIndividualPan, panMessage } from './pan';
import { optionalText, TEXT_LIMITS } from './text';

/** Messages the specification leaves to us (the step's limits, the POA holder's wording). */
export const SIGNATORY_MESSAGES = {
  maxPerGroup: `A group can have at most ${MAX_SIGNATORIES_PER_GROUP} Authorised Signatories`,
  thresholdRange: (max: number) =>
    `Total No. of required authorised signatories should be between 1 and ${max}`,
  groupNameRequired: 'Group Name is required',
  groupNameDuplicate: 'There is already a group with this name',
  maxGroups: (max: number) => `At most ${max} groups of Authorised Signatories can be added`,
  deleteConfirm: 'Are you sure you want to delete Member ?',
  deleteGroupConfirm: 'Are you sure you want to delete Group ?',
  // POA holders of an individual POA application (0-product-decisions §10).
  addPoaHolder: 'Please add the POA holder',
  poaHolderPanDuplicate: 'There is already same pan for a POA holder associated with this application',
  poaHolderMobileDuplicate:
    'There is already same mobile number for a POA holder associated with this application',
  poaHolderEmailDuplicate: 'There is already same email for a POA holder associated with this application',
  deletePoaHolderConfirm: 'Are you sure you want to delete POA holder ?',
} as const;

export interface SignatoryFormContext {
  fundType: FundType | null | undefined;
  /**
   * The other active signatories of the application (the one being edited excluded): of every group, since
   * PAN, mobile and e-mail are unique across the application.
   */
  others: readonly {
    pan?: string | null;
    countryCode?: string | null;
    mobile?: string | null;
    email?: string | null;
  }[];
  /**
   * 'poa_holder': the POA holder of an individual application, a person signing for the investor: no
   * designation asked, no msar fields, its own duplicate wording. @default 'authorised_signatories'
   */
  kind?: SignatoryGroupKind;
}

/** The Add / Edit Member dialog (doc 2 §5 "Authorised signatories"), and the POA holder's dialog. */
export function signatoryFormSchema(ctx: SignatoryFormContext) {
  const same = (a: string | null | undefined, b: string) =>
    (a ?? '').trim().toLowerCase() === b.toLowerCase();
  const poa = ctx.kind === 'poa_holder';
  // A number is the same one only with the same calling code (+91 when absent).
  const code = (c: string | null | undefined) => normaliseCountryCode((c ?? '').trim() || '+91');
  return z
    .object({
      name: optionalText(TEXT_LIMITS.name),
      pan: optionalText(TEXT_LIMITS.code),
      countryCode: optionalText(TEXT_LIMITS.code),
      mobile: optionalText(TEXT_LIMITS.code),
      email: optionalText(TEXT_LIMITS.email),
      designation: optionalText(TEXT_LIMITS.name),
      fatherName: optionalText(TEXT_LIMITS.name),
      /** One box for the whole address: line breaks allowed. */
      completeAddress: optionalText(TEXT_LIMITS.remark, { multiLine: true }),
      dpin: optionalText(TEXT_LIMITS.code),
    })
    .superRefine((v, zctx) => {
      const issue = (path: string, message: string) =>
        zctx.addIssue({ code: 'custom', path: [path], message });
      const name = (v.name ?? '').trim();
      const pan = (v.pan ?? '').trim().toUpperCase();
      const cc = (v.countryCode ?? '').trim();
      const mobile = (v.mobile ?? '').trim();
      const email = (v.email ?? '').trim();

      if (!name) issue('name', MESSAGES.nameRequired);

      const panMsg =
        panMessage(pan, 'any') ?? (isIndividualPan(pan) ? null : MESSAGES.signatoryPanIndividualOnly);
      if (panMsg) issue('pan', panMsg);
      else if (ctx.others.some((o) => same(o.pan, pan)))
        issue('pan', poa ? SIGNATORY_MESSAGES.poaHolderPanDuplicate : MESSAGES.signatoryPanDuplicate);

      if (!cc) issue('countryCode', MESSAGES.countryCodeRequired);
      if (!mobile) issue('mobile', MESSAGES.signatoryMobileRequired);
      else if (cc && !isValidMobile(cc, mobile)) issue('mobile', MESSAGES.mobileInvalid);
      else if (ctx.others.some((o) => same(o.mobile, mobile) && code(o.countryCode) === code(cc)))
        issue(
          'mobile',
          poa ? SIGNATORY_MESSAGES.poaHolderMobileDuplicate : MESSAGES.signatoryMobileDuplicate,
        );

      if (!email) issue('email', MESSAGES.signatoryEmailRequired);
      else if (!isValidEmail(email)) issue('email', MESSAGES.emailInvalid);
      else if (ctx.others.some((o) => same(o.email, email)))
        issue('email', poa ? SIGNATORY_MESSAGES.poaHolderEmailDuplicate : MESSAGES.signatoryEmailDuplicate);

      if (!poa && !(v.designation ?? '').trim()) issue('designation', MESSAGES.designationRequired);

      if (!poa && ctx.fundType === 'msar') {
        if (!(v.fatherName ?? '').trim()) issue('fatherName', MESSAGES.fatherNameRequired);
        if (!(v.completeAddress ?? '').trim()) issue('completeAddress', MESSAGES.addressRequired);
        const dpin = (v.dpin ?? '').trim();
        if (dpin && !DIN_DPIN_REGEX.test(dpin)) issue('dpin', MESSAGES.dinDpinInvalid);
      }
    });
}

interface GroupLike {
  threshold?: number | null;
  groupsignatories?:
    | readonly {
        isActive?: boolean | null;
        canEsign?: boolean | null;
        fatherName?: string | null;
        completeAddress?: string | null;
        dpin?: string | null;
      }[]
    | null;
}

/**
 * The first message for a signatory group at save time, or null (doc 2 §5). `final` picks the wording of
 * the pre-submission check. Signatory numbers in the msar messages count active signatories from 1.
 */
export function signatoryGroupMessage(
  group: GroupLike,
  opts: { fundType?: FundType | null; final?: boolean } = {},
): string | null {
  const active = (group.groupsignatories ?? []).filter((s) => s.isActive !== false);
  if (active.length === 0) return MESSAGES.addAuthorisedSignatories;
  const esign = active.filter((s) => s.canEsign !== false).length;
  if (esign === 0) return opts.final ? MESSAGES.selectEsignMemberFinal : MESSAGES.selectEsignMember;
  if (esign < (group.threshold ?? 1)) return MESSAGES.esignBelowThreshold;
  if (opts.fundType === 'msar') {
    for (const [i, s] of active.entries()) {
      if (!(s.fatherName ?? '').trim()) return MESSAGES.msarSignatoryFatherName(i + 1);
      if (!(s.completeAddress ?? '').trim()) return MESSAGES.msarSignatoryAddress(i + 1);
      const dpin = (s.dpin ?? '').trim();
      if (dpin && !DIN_DPIN_REGEX.test(dpin)) return MESSAGES.msarSignatoryDinDpin(i + 1);
    }
  }
  return null;
}

/** The add button hides at 20 active signatories in a group. */
export function canAddSignatory(group: GroupLike): boolean {
  return (
    (group.groupsignatories ?? []).filter((s) => s.isActive !== false).length < MAX_SIGNATORIES_PER_GROUP
  );
}

/** Options of the "Total No. of required authorised signatories" selector: 1..active count. */
export function thresholdOptions(group: GroupLike): number[] {
  const n = (group.groupsignatories ?? []).filter((s) => s.isActive !== false).length;
  return Array.from({ length: Math.max(n, 1) }, (_, i) => i + 1);
}
