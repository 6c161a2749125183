/**
 * Individual wizard, steps 1-5: form schemas, defaults and role/field rules shared by the browser and the
 * server. Framework-free (zod only).
 *
 * Usage in a step form (react-hook-form + @hookform/resolvers/zod):
 *
 *   const ctx: WizardStepContext = { role: user.role, onboardingType: app.onboardingType ?? 'normal',
 *     fundType: app.scheme?.fundType ?? app.fundType, today: new Date(), countries, brokers,
 *     applicationCreatedAt: app.createdAt };
 *   const schema = contributorStepSchema(ctx);
 *   const form = useForm<ContributorStepInput, unknown, ContributorStepValues>({
 *     resolver: zodResolver(schema), defaultValues: contributorStepDefaults(app, ctx) });
 *   // errors arrive by path: errors.applicants?.[1]?.relationShipWithFirstApplicant?.message
 *
 * Saving: POST /api/onboarding/applications/:id/update with
 *   { step: 'contributor-details', saveType: 'saveAndProceed' | 'saveForLater', version: app.version,
 *     data: <the form's values (input shape)>, investorStatusChanged?: true }
 * (`applicationUpdateRequestSchema` in api/application-wizard.ts). The answer is the updated
 * `ApplicationDetail` (new `version`, `fieldLocks`). 409 with WIZARD_API_MESSAGES.stale means: reload.
 *
 * Steps and their schema / defaults:
 *   distributor-details     distributorStepSchema(ctx)       distributorStepDefaults(app)
 *   contributor-details     contributorStepSchema(ctx)       contributorStepDefaults(app, ctx)
 *   contact-details         contactStepSchema(ctx)           contactStepDefaults(app)
 *   additional-KYC-details  additionalKycStepSchema(ctx)     additionalKycStepDefaults(app, ctx)
 *   fatca                   fatcaIndividualStepSchema(ctx)   fatcaIndividualStepDefaults(app, ctx)
 *
 * Entity applications (doc 2): contributor-details entityContributorStepSchema(ctx) /
 * entityContributorStepDefaults(app, ctx), contact-details entityContactStepSchema(ctx) /
 * entityContactStepDefaults(app); both take `{ applicant: {...} }` (the one entity applicant).
 *
 * Entity FATCA (step 9 of the entity flow): entityFatcaStepSchema({ questions, countries, today }) /
 * entityFatcaStepDefaults(app); the questionnaire engine (visibleFatcaQuestions, answerFatcaQuestion,
 * controllingPersonQuestion) and the Add / Edit Controlling Person dialog (controllingPersonFormSchema).
 *
 * Field locks: `app.fieldLocks` (from the server) or `wizardFieldLocks(role, app)`; disable a field when
 * `isApplicantFieldLocked(locks, index, 'nationality')` or `isAddressLocked(locks, index, 'permanent')`;
 * distributor fields when `locks.distributorFields`; hide Add Joint Holder unless `locks.canAddJointHolder`.
 * Mode of holding: `holdingModeFor(activeCount, requested)`. Investor status change confirmation:
 * `investorStatusChangeNeedsConfirmation(app.status, from, to)`. Demat options: `depositoryOptions(ctx)`.
 * Distributor change: `onDistributorChange(values, id)`; `planResetNeeded(app.planId, distributor.planIds)`.
 */
export type { WizardStepContext } from './context';
export * from './messages';
export * from './distributor';
export * from './contributor';
export * from './contact';
export * from './additional-kyc';
export * from './fatca';
export * from './locks';
export * from './entity-contributor';
export * from './entity-contact';
export * from './entity-fatca-questions';
export * from './entity-fatca';
export * from './controlling-person';
