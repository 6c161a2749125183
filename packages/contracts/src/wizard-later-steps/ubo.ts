import { z } from 'zod';
import type { Ubo, UboDeclarationOption } from '../entities/ubo';
import { MESSAGES } from '../validation/messages';
import { list, LIST_LIMITS, optionalText, TEXT_LIMITS } from '../validation/text';
import { uboTotalMessage } from '../validation/ubo';
import { issueAdder, trimmed } from './context';
import { LATER_STEP_MESSAGES } from './messages';
import {
  checkUbo,
  normaliseUbo,
  UBO_REGISTRY_FIELDS,
  uboFormSchema,
  type UboFormValues,
  type UboRuleContext,
  type UboValues,
} from './ubo-dialog';

/** The declaration type chosen when the beneficial owners are listed (doc 2 §5: at least one UBO). */
export const UBO_DECLARATION_NONE = 'none';
/** The value whose choice asks 'Please Specify Others' (when the type has `displayOthers`). */
export const UBO_DECLARATION_OTHERS = 'others';

export interface UboStepContext extends Omit<UboRuleContext, 'others' | 'locked'> {
  /** /mdms/uboTypeMaster.json. */
  master: readonly UboDeclarationOption[];
}

/** Step 8, declaration-ubo: the form's values (doc 2 §2 "Declaration of UBO"). */
export const uboStepFormSchema = z.object({
  uboDeclarationType: optionalText(TEXT_LIMITS.code),
  uboDeclarationValue: optionalText(TEXT_LIMITS.line),
  uboDeclarationOthers: optionalText(TEXT_LIMITS.line),
  ubos: list(uboFormSchema, LIST_LIMITS.people).nullish(),
});
export type UboStepInput = z.input<typeof uboStepFormSchema>;
export interface UboStepValues {
  uboDeclarationType: string;
  uboDeclarationValue: string | null;
  uboDeclarationOthers: string | null;
  /** Every UBO sent, removed ones (isActive false) included. */
  ubos: UboValues[];
}

/** The value choices of a declaration type ([] when the type has none). */
export function uboDeclarationValues(option: UboDeclarationOption | undefined) {
  return (option?.values ?? []).map((v) =>
    typeof v === 'string' ? { key: v, displayText: v } : { key: v.key, displayText: v.displayText },
  );
}

/** Whether the 'Please Specify Others' text box shows for this type and value. */
export function showsDeclarationOthers(
  option: UboDeclarationOption | undefined,
  value: string | null | undefined,
) {
  return option?.displayOthers === true && trimmed(value) === UBO_DECLARATION_OTHERS;
}

/** The UBO fields the registry filled (locked in the dialog, stored as the registry gave them). */
export function uboLockedFields(u: Pick<UboFormValues, 'dataFetchedFromKra'>): readonly string[] {
  return u.dataFetchedFromKra === true ? UBO_REGISTRY_FIELDS : [];
}

/**
 * The step's rules (doc 2 §5 "UBO declaration"): the declaration type and value from the master, 'Please
 * Specify Others', 'none' needs an active UBO, every active UBO passes the dialog's rules (CKYC distinct from
 * the contributors', discretionary trust after its cut-off, countries and nationality in the master) and was
 * fetched (AML run; a failed check acknowledged), and the active percentages add up to at most 100.
 */
export function uboStepSchema(ctx: UboStepContext) {
  return uboStepFormSchema
    .superRefine((v, zctx) => {
      const add = issueAdder(zctx);
      const type = trimmed(v.uboDeclarationType);
      const option = ctx.master.find((o) => o.key === type);
      if (!option) add(['uboDeclarationType'], MESSAGES.selectDeclarationType);
      const choices = uboDeclarationValues(option);
      const value = trimmed(v.uboDeclarationValue);
      if (choices.length > 0) {
        if (value === '') add(['uboDeclarationValue'], MESSAGES.selectDeclarationValue);
        else if (option?.openEntryField !== true && !choices.some((c) => c.key === value))
          add(['uboDeclarationValue'], LATER_STEP_MESSAGES.uboDeclarationValueInvalid);
      }
      if (showsDeclarationOthers(option, value) && trimmed(v.uboDeclarationOthers) === '')
        add(['uboDeclarationOthers'], MESSAGES.specifyOthers);

      const ubos = v.ubos ?? [];
      const active = ubos.map((u, i) => ({ u, i })).filter(({ u }) => u.isActive !== false);
      if (type === UBO_DECLARATION_NONE && active.length === 0) add(['ubos'], MESSAGES.addUbo);
      for (const { u, i } of active) {
        const name = trimmed(u.name);
        const others = active.filter((o) => o.i !== i).map((o) => o.u);
        checkUbo(u, { ...ctx, others, locked: uboLockedFields(u) }, (path, message) =>
          add(['ubos', i, ...path], message),
        );
        if (u.isFetchData !== true) add(['ubos', i, 'panNumber'], LATER_STEP_MESSAGES.uboFetchRequired(name));
        else if (u.amlCheck === false && (u.amlAcknowledgement !== true || trimmed(u.amlComments) === ''))
          add(['ubos', i, 'amlAcknowledgement'], LATER_STEP_MESSAGES.uboAmlAcknowledgementRequired(name));
      }
      const numeric = active.map(({ u }) => ({
        percentageOfBeneficialInterest: Number.isFinite(Number(u.percentageOfBeneficialInterest))
          ? Number(u.percentageOfBeneficialInterest)
          : null,
      }));
      add(['ubos'], uboTotalMessage(numeric));
    })
    .transform((v): UboStepValues => {
      const type = trimmed(v.uboDeclarationType);
      const option = ctx.master.find((o) => o.key === type);
      const value = uboDeclarationValues(option).length > 0 ? trimmed(v.uboDeclarationValue) || null : null;
      return {
        uboDeclarationType: type,
        uboDeclarationValue: value,
        uboDeclarationOthers: showsDeclarationOthers(option, value) ? trimmed(v.uboDeclarationOthers) : null,
        ubos: (v.ubos ?? []).map(normaliseUbo),
      };
    });
}

/** The step's form values from the loaded application (GET detail). */
export function uboStepDefaults(app: {
  ubo_declaration_type?: string | null;
  ubo_declaration_value?: string | null;
  ubo_declaration_others?: string | null;
  ubos?: readonly Ubo[] | null;
}): UboStepInput {
  return {
    uboDeclarationType: app.ubo_declaration_type ?? '',
    uboDeclarationValue: app.ubo_declaration_value ?? '',
    uboDeclarationOthers: app.ubo_declaration_others ?? '',
    ubos: (app.ubos ?? []).map(({ file, amlData: _aml, amlCommentedRole: _role, ...u }) => ({
      ...u,
      fileId: u.fileId ?? file?.id ?? null,
    })),
  };
}
