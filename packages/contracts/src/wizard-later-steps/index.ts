/**
 * Individual wizard, steps 6-9 (nominee-details, bank-details, investment-payment-details,
 * document-details), with the entity variants of the shared bank, investment and document rules.
 * Framework-free (zod only); the browser and the server run the same schemas.
 *
 * Usage in a step form (react-hook-form + @hookform/resolvers/zod):
 *
 *   const ctx = { role: user.role, applicationType: app.applicationType, onboardingType: app.onboardingType,
 *                 today: new Date() };
 *   const schema = nomineeStepSchema(ctx);
 *   const form = useForm<NomineeStepInput, unknown, NomineeStepValues>({
 *     resolver: zodResolver(schema), defaultValues: nomineeStepDefaults(app, ctx) });
 *   // errors by path: errors.nominees?.[1]?.Relationship?.message; list-level rules (total 100 %,
 *   // default bank, verification) on 'nominees' / 'banks': errors.nominees?.message (or .root).
 *
 * Steps, schemas and helpers:
 *   nominee-details             nomineeStepSchema(ctx)         nomineeStepDefaults, addNominee, removeNominee,
 *                                                              setDoNotWishToNominate, isNomineeEditingDisabled
 *   bank-details                bankStepSchema(ctx + isNri | entityInvestorType)
 *                                                              bankVerifyCheck(bank, index) before POST
 *                                                              /api/onboarding/pennydropverification,
 *                                                              applyPennyDropResult, resetVerificationOnChange,
 *                                                              ifscLookupAction + applyIfscLookup (GET /api/onboarding/ifsc/:ifsc),
 *                                                              addBank, removeBank, setDefaultBank, allowedAccountTypes
 *   investment-payment-details  investmentStepSchema(ctx + fundType, plan)
 *                                                              deriveInvestment (paise), onSchemeChange, onSeriesChange,
 *                                                              toggleInvestmentOption, DRAWDOWN_DISABLED_WEEKDAYS
 *   document-details            documentStepSchema(ctx + master, application)
 *                                                              requiredDocuments(application, ctx), documentStepDefaults,
 *                                                              canAddSecondFile; an individual POA application
 *                                                              also sends `poaHolders` (poaHolderDefaults,
 *                                                              poaHolderMessage for the send)
 *   authorised-signatory        authorisedSignatoryStepSchema({ fundType })
 *   (entity step 7)                                            authorisedSignatoryStepDefaults(app),
 *                                                              newSignatoryGroup, MAX_SIGNATORY_GROUPS
 *
 * The server parses the same body with the same schema (built from the stored application and
 * /mdms/required_document_master.json) and saves the parsed values.
 */
export type { LaterStepContext } from './context';
export { fundTypeOf } from './context';
export { LATER_STEP_MESSAGES } from './messages';
export * from './notices';
export * from './nominee';
export * from './bank';
export * from './investment';
export * from './documents';
export * from './ubo-dialog';
export * from './ubo';
export * from './signatories';
