/**
 * Drizzle table definitions. They mirror migrations/*.sql, which is the source of truth for the
 * database (triggers, sequences and defaults live there); `schema.test.ts` checks the two agree.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccessFlags,
  AddressType,
  AmlData,
  ConsentStatus,
  ContactPerson,
  InvestmentStepValues,
  KraRecord,
  OperatingExpenseType,
  YesNo,
} from '@aif/contracts';

/** Access flags of a staff user: those of contracts, plus `bypassOtp` (onboarding entry). */
export type UserFlags = AccessFlags & { bypassOtp?: boolean };

/**
 * Applicant fields of the individual wizard without a column of their own (migrations/0004 `details`):
 * contributor (namePrefix, gender, ...), minor, contact phones, additional KYC and individual FATCA
 * fields, named as in contracts' `Applicant`. Absent keys read as null.
 */
export type ApplicantDetails = Partial<
  Record<
    | 'namePrefix'
    | 'gender'
    | 'fatherOrSpouseName'
    | 'motherName'
    | 'nationality'
    | 'relationShipWithFirstApplicant'
    | 'jointApplicantRelation'
    | 'phoneNumberoffice'
    | 'phoneNumberResidence'
    | 'kraMobileNumber'
    | 'minorPan'
    | 'minorDOB'
    | 'minorName'
    | 'minorFatherName'
    | 'minorGender'
    | 'minorEmail'
    | 'minorCountryCode'
    | 'minorCountryNameAndCode'
    | 'minorMobile'
    | 'minorNamePrefix'
    | 'guardianRelationship'
    | 'guardianRelationshipTypeOther'
    | 'naturalParent'
    | 'occupationDetails'
    | 'grossAnnualIncome'
    | 'politicallyExposedPersonStatus'
    | 'ckycNo'
    | 'dlclId'
    | 'dpId'
    | 'clId'
    | 'nameOfBroker'
    | 'sourceOfFunds'
    | 'otherSourceOfFund'
    | 'typeOfAddressProvidedAtKRA'
    | 'placeOfBirth'
    | 'countryOfBirth'
    | 'countryOfNationality'
    | 'taxCountryName'
    | 'taxID'
    | 'idType'
    // The entity applicant (migrations/0022): contributor step fields without a column.
    | 'cityOfIncorporation'
    | 'nbfcCorporate'
    | 'nbfcType'
    | 'nbfcImportanceType'
    | 'netWorthDate',
    string | null
  > & { taxResidentOfAnyCountryOtherThanIndia: boolean | null }
>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** Null for a company distributor only (migrations/0032): an organisation, not a login. */
    countryCode: text('country_code').default('+91'),
    phone: text('phone'),
    flags: jsonb('flags').$type<UserFlags>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // migrations/0003: the hierarchy behind list visibility.
    rmId: uuid('rm_id').references((): AnyPgColumn => users.id),
    distributorId: uuid('distributor_id').references((): AnyPgColumn => users.id),
    distributorType: text('distributor_type').$type<'company' | 'individual'>(),
    arnCode: text('arn_code'),
    // migrations/0032: the user forms' fields (doc 3 §3).
    countryNameAndCode: text('country_name_and_code'),
    panNumber: text('pan_number'),
    empCode: text('emp_code'),
    leegalityName: text('leegality_name'),
    distributorsRmCode: text('distributors_rm_code'),
    buildingNo: text('building_no'),
    streetName: text('street_name'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
  },
  (t) => [
    unique('users_phone_unique').on(t.countryCode, t.phone),
    index('users_rm_idx').on(t.rmId),
    index('users_distributor_idx').on(t.distributorId),
    index('users_role_name_idx').on(t.role, t.name),
  ],
);

export const schemes = pgTable(
  'schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schemeCode: text('scheme_code').notNull(),
    schemeName: text('scheme_name').notNull(),
    amcCode: text('amc_code'),
    fundType: text('fund_type').notNull().default('msar'),
    fundCategory: text('fund_category'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    ifscCode: text('ifsc_code'),
    bankAccountNumber: text('bank_account_number'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // migrations/0029: the scheme's grievance e-mail (0-product-decisions §9).
    grievanceEmail: text('grievance_email'),
  },
  (t) => [unique('schemes_code_unique').on(t.schemeCode)],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => schemes.id),
    planCode: text('plan_code').notNull(),
    planDescription: text('plan_description').notNull(),
    currency: text('currency').notNull().default('inr'),
    faceValue: numeric('face_value', { precision: 18, scale: 2 }).notNull().default('0'),
    premiumPercentage: numeric('premium_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    noOfUnits: integer('no_of_units').notNull().default(0),
    minCommitmentAmount: numeric('min_commitment_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    maxCommitmentAmount: numeric('max_commitment_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    setupFeeType: text('setup_fee_type'),
    setupFee: numeric('setup_fee', { precision: 5, scale: 2 }).notNull().default('0'),
    drawDownDate: date('draw_down_date'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    fundManagerId: uuid('fund_manager_id').references(() => users.id),
    trusteeId: uuid('trustee_id').references(() => users.id),
    // migrations/0009: the series details the investment step reads (doc 3 §2.7, §3).
    groupNoOfUnits: integer('group_no_of_units').notNull().default(0),
    loweredUnits: integer('lowered_units').notNull().default(0),
    setupFeeInWords: text('setup_fee_in_words'),
    isOperatingExpensesApplicable: text('is_operating_expenses_applicable')
      .$type<YesNo>()
      .notNull()
      .default('no'),
    operatingExpensesType: text('operating_expenses_type').$type<OperatingExpenseType>(),
    operatingExpenses: numeric('operating_expenses', { precision: 5, scale: 2 }),
    operatingExpensesInWords: text('operating_expenses_in_words'),
    isHurdleRateTextApplicable: text('is_hurdle_rate_text_applicable').$type<YesNo>().notNull().default('no'),
    hurdleRateText: text('hurdle_rate_text'),
    isAdditionalReturnTextApplicable: text('is_additional_return_text_applicable')
      .$type<YesNo>()
      .notNull()
      .default('no'),
    additionalReturnText: text('additional_return_text'),
    // migrations/0029: the rest of the plan form (doc 3 §2.7, §3 Plan).
    schemeNature: text('scheme_nature'),
    schemeCategory: text('scheme_category'),
    registrationNumber: text('registration_number'),
    country: text('country'),
    schemeStartDate: date('scheme_start_date'),
    lockInPeriod: numeric('lock_in_period', { precision: 5, scale: 2 }),
    lockInExtension: numeric('lock_in_extension', { precision: 5, scale: 2 }),
    fundAddress1: text('fund_address1'),
    fundAddress2: text('fund_address2'),
    fundAddress3: text('fund_address3'),
    custodian: text('custodian'),
    tcLink: text('tc_link'),
    minContributionPercentage: numeric('min_contribution_percentage', { precision: 5, scale: 2 }),
    managementFee: numeric('management_fee', { precision: 5, scale: 2 }).notNull().default('0'),
    isApplicableForDirect: boolean('is_applicable_for_direct').notNull().default(false),
  },
  (t) => [
    unique('plans_code_unique').on(t.schemeId, t.planCode),
    index('plans_fund_manager_idx').on(t.fundManagerId),
    index('plans_trustee_idx').on(t.trusteeId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationNumber: text('application_number')
      .notNull()
      .default(sql`('AIF' || lpad(nextval('application_number_seq')::text, 7, '0'))`),
    applicant1ReferenceId: text('applicant1_reference_id').notNull(),
    applicationType: text('application_type').notNull(),
    onboardingType: text('onboarding_type').notNull().default('normal'),
    status: text('status').notNull().default('draft'),
    currentStep: integer('current_step').notNull().default(0),
    hasPoa: boolean('has_poa').notNull().default(false),
    /** migrations/0023: the AIF admin's "Send to Investor"; the investor edits the draft until it submits. */
    sentToInvestorAt: timestamp('sent_to_investor_at', { withTimezone: true }),
    modeOfHolding: text('mode_of_holding').notNull().default('single'),
    schemeId: uuid('scheme_id').references(() => schemes.id),
    planId: uuid('plan_id').references(() => plans.id),
    distributorId: uuid('distributor_id').references(() => users.id),
    rmId: uuid('rm_id').references(() => users.id),
    subdistributorId: uuid('subdistributor_id').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    commitmentAmount: numeric('commitment_amount', { precision: 18, scale: 2 }),
    rejectedReason: text('rejected_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedByRole: text('rejected_by_role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** lower(application number, first applicant's name and PAN), kept by a trigger (migrations/0003). */
    searchText: text('search_text'),
    // migrations/0004: wizard saves (optimistic concurrency) and the distributor step's login type.
    version: integer('version').notNull().default(0),
    loginType: text('login_type').$type<'rm' | 'distributor'>(),
    // migrations/0007: wizard steps 6-9 (nominee, document declaration, investment fields).
    doNotWishToNominate: boolean('do_not_wish_to_nominate').notNull().default(false),
    documentDeclaration: boolean('document_declaration').notNull().default(false),
    investment: jsonb('investment').$type<ApplicationInvestment>(),
    // migrations/0009: the investment step's contribution (cheque) amount, summed by the dashboard.
    contributionChequeAmount: numeric('contribution_cheque_amount', { precision: 18, scale: 2 }),
    // migrations/0011: soft delete (DELETE /api/onboarding/applications/{id}); every read leaves these out.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id),
    /** migrations/0013: the first applicant is an NRI, kept by a trigger on applicants (dashboard totals). */
    firstApplicantNri: boolean('first_applicant_nri').notNull().default(false),
    // migrations/0024: the UBO declaration (uboTypeMaster.json) and the text of an 'others' value.
    uboDeclarationType: text('ubo_declaration_type'),
    uboDeclarationValue: text('ubo_declaration_value'),
    uboDeclarationOthers: text('ubo_declaration_others'),
    /** migrations/0030: when the status last entered signed/completed (kept by a trigger; the completed report). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('applications_number_unique').on(t.applicationNumber),
    unique('applications_reference_unique').on(t.applicant1ReferenceId),
    index('applications_status_idx').on(t.status, t.createdAt),
    index('applications_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('applications_distributor_idx').on(t.distributorId, t.createdAt),
    index('applications_created_by_idx').on(t.createdBy, t.createdAt),
    index('applications_rm_idx').on(t.rmId, t.createdAt),
    index('applications_subdistributor_idx').on(t.subdistributorId, t.createdAt),
    index('applications_plan_idx').on(t.planId, t.createdAt),
    index('applications_poa_idx')
      .on(t.createdAt)
      .where(sql`has_poa`),
    index('applications_completed_at_idx')
      .on(t.completedAt)
      .where(sql`deleted_at is null and completed_at is not null`),
  ],
);

/**
 * Applications per status, not counting deleted ones, kept by statement-level triggers on `applications`
 * (migrations/0010, 0011): totals without counting the table.
 */
export const applicationStatusCounts = pgTable('application_status_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Applications per status, type, mode of holding and owner key (the columns the visibility rule reads),
 * not counting deleted ones, kept by statement-level triggers (migrations/0012, 0015): a caller's total,
 * filtered or not, is the sum of the rows its visibility rule and the filters match, each application
 * being in exactly one row.
 */
export const applicationOwnerCounts = pgTable(
  'application_owner_counts',
  {
    status: text('status').notNull(),
    // migrations/0015: the list's other filters.
    applicationType: text('application_type').notNull(),
    modeOfHolding: text('mode_of_holding').notNull(),
    createdBy: uuid('created_by'),
    rmId: uuid('rm_id'),
    distributorId: uuid('distributor_id'),
    subdistributorId: uuid('subdistributor_id'),
    planId: uuid('plan_id'),
    hasPoa: boolean('has_poa').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('application_owner_counts_key')
      .on(
        t.status,
        t.applicationType,
        t.modeOfHolding,
        t.createdBy,
        t.rmId,
        t.distributorId,
        t.subdistributorId,
        t.planId,
        t.hasPoa,
      )
      .nullsNotDistinct(),
    index('application_owner_counts_distributor_idx').on(t.distributorId),
  ],
);

/**
 * A narrow copy of each live application's search text for the list's text search (migrations/0033),
 * kept by a trigger on `applications`. A trigram index on `search_text` where the server has pg_trgm
 * (not declared here: created by the migration).
 */
export const applicationSearch = pgTable(
  'application_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchText: text('search_text'),
  },
  (t) => [index('application_search_created_at_idx').on(t.createdAt, t.id)],
);

/**
 * Applications per status for each RM, distributor and sub-distributor who sees them, not counting deleted
 * ones, kept by triggers and rebuilt when the hierarchy changes (migrations/0014): those callers' donut
 * and list total read their own rows.
 */
export const applicationViewerCounts = pgTable(
  'application_viewer_counts',
  {
    viewerId: uuid('viewer_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.status] })],
);

/**
 * The dashboard's aggregates for callers who see every application, kept by statement-level triggers
 * (migrations/0013): live applications per month of creation (Asia/Kolkata) and kind, with the amounts
 * of the completed ones, and the completed ones per distributor.
 */
export const applicationMonthTotals = pgTable(
  'application_month_totals',
  {
    month: date('month').notNull(),
    applicationType: text('application_type').notNull(),
    onboardingType: text('onboarding_type').notNull(),
    hasPoa: boolean('has_poa').notNull(),
    firstApplicantNri: boolean('first_applicant_nri').notNull(),
    completed: boolean('completed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    commitment: numeric('commitment', { precision: 20, scale: 2 }).notNull(),
    contribution: numeric('contribution', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    unique('application_month_totals_key').on(
      t.month,
      t.applicationType,
      t.onboardingType,
      t.hasPoa,
      t.firstApplicantNri,
      t.completed,
    ),
  ],
);

export const distributorCompletedTotals = pgTable('distributor_completed_totals', {
  distributorId: uuid('distributor_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  commitment: numeric('commitment', { precision: 20, scale: 2 }).notNull(),
});

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    applicantType: smallint('applicant_type').notNull(),
    referenceId: text('reference_id').notNull(),
    name: text('name').notNull(),
    panNo: text('pan_no'),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    countryCode: text('country_code').notNull().default('+91'),
    mobile: text('mobile'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    countryNameAndCode: text('country_name_and_code'),
    dataFetchedFromKra: boolean('data_fetched_from_kra').notNull().default(false),
    kraData: jsonb('kra_data').$type<KraRecord>(),
    amlCheck: boolean('aml_check'),
    amlData: jsonb('aml_data').$type<AmlData>(),
    amlComments: text('aml_comments'),
    amlAcknowledgement: boolean('aml_acknowledgement').notNull().default(false),
    amlCommentedRole: text('aml_commented_role'),
    onboardingVerificationId: uuid('onboarding_verification_id').references(
      (): AnyPgColumn => onboardingVerifications.id,
    ),
    /** Residential status (doc 1 §3 applicant.status): 'individual' or 'nri'. */
    residentialStatus: text('residential_status'),
    // migrations/0004: the wizard's other applicant fields, and the edited-after-KRA mark.
    details: jsonb('details').$type<ApplicantDetails>().notNull().default({}),
    correspondenceAddressEdited: boolean('correspondence_address_edited').notNull().default(false),
    // migrations/0022: the entity applicant's investor type, contact person and exact net worth (rupees).
    investorType: text('investor_type'),
    contactPerson: jsonb('contact_person').$type<ContactPerson>(),
    netWorth: numeric('net_worth', { precision: 17, scale: 2 }),
  },
  (t) => [
    unique('applicants_reference_unique').on(t.referenceId),
    index('applicants_application_idx').on(t.applicationId, t.applicantType),
    index('applicants_mobile_idx').on(t.countryCode, t.mobile),
  ],
);

export const loginNumbers = pgTable(
  'login_numbers',
  {
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    whitelisted: boolean('whitelisted').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.phone] })],
);

/** What an OTP is for: the resend limit and replacement apply per purpose, the lock per number. */
export type OtpPurpose = 'sign_in' | 'onboarding';

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    otpHash: text('otp_hash').notNull(),
    delivered: boolean('delivered').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('sign_in'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Set when this OTP was entered correctly; sends before it no longer count towards the limit. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Wrong entries on this challenge: it is void after OTP_MAX_FAILED_ATTEMPTS, whitelisted or not. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    unique('otp_challenges_token_unique').on(t.tokenHash),
    index('otp_challenges_number_idx').on(t.countryCode, t.phone, t.purpose, t.createdAt),
  ],
);

/** OTP requests per client address and window (migrations/0021; modules/ip-limits). */
export const ipRequestCounts = pgTable(
  'ip_request_counts',
  {
    bucket: text('bucket').notNull(),
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.ip, t.windowStart] }),
    index('ip_request_counts_window_idx').on(t.bucket, t.windowStart),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'staff' | 'investor'>().notNull(),
    userId: uuid('user_id').references(() => users.id),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [unique('sessions_token_unique').on(t.tokenHash)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    documentType: text('document_type'),
    uploaderKind: text('uploader_kind').$type<'staff' | 'investor'>().notNull(),
    uploaderId: text('uploader_id').notNull(),
    createdAt: createdAt(),
    /**
     * The application the file is attached to (migrations/0018): set by triggers when a row referencing
     * the file is written; null while only its uploader may read it.
     */
    applicationId: uuid('application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'cascade',
    }),
    /** The KYC registry's records: staff only, never the investor. */
    staffOnly: boolean('staff_only').notNull().default(false),
  },
  (t) => [
    unique('files_storage_key_unique').on(t.storageKey),
    index('files_application_idx').on(t.applicationId),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_seq_idx').on(t.seq)],
);

export type MessageChannel = 'sms' | 'email';
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'expired';

/** Outgoing SMS and e-mail, queued with the change that causes them (migrations/0020). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** NULL once the message is finished (sent, given up or expired). */
    body: text('body'),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimId: uuid('claim_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('messages_due_idx').on(t.nextAttemptAt), index('messages_expiring_idx').on(t.expiresAt)],
);

/** The delivery log: one row per attempt and its outcome (never the message's text). */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    outcome: text('outcome').$type<'sent' | 'failed'>().notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_attempts_message_idx').on(t.messageId)],
);

export const auditTrail = pgTable(
  'audit_trail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_trail_entity_idx').on(t.entity, t.entityId),
    index('audit_trail_actor_at_idx').on(t.actorId, t.at),
    index('audit_trail_at_idx').on(t.at),
  ],
);

// --- Onboarding entry (migrations/0002_onboarding_entry.sql)

export type OnboardingStage = 'pan' | 'otp' | 'applicant';
export type ContactVerifiedBy = 'otp' | 'otp_bypass' | 'email_consent' | 'poa' | 'entity_email';

export const onboardingVerifications = pgTable(
  'onboarding_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    pan: text('pan').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    onboardingType: text('onboarding_type').$type<'normal' | 'minor'>().notNull(),
    investorKind: text('investor_kind').$type<'individual' | 'non_individual'>().notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    hasPoa: boolean('has_poa').notNull().default(false),
    kraData: jsonb('kra_data').$type<KraRecord>().notNull(),
    amlCheck: boolean('aml_check').notNull(),
    amlData: jsonb('aml_data').$type<AmlData>().notNull(),
    amlComments: text('aml_comments'),
    amlAcknowledgement: boolean('aml_acknowledgement').notNull().default(false),
    amlCommentedRole: text('aml_commented_role'),
    amlAcknowledgedAt: timestamp('aml_acknowledged_at', { withTimezone: true }),
    countryCode: text('country_code'),
    countryNameAndCode: text('country_name_and_code'),
    mobile: text('mobile'),
    email: text('email'),
    verifiedBy: text('verified_by').$type<ContactVerifiedBy>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_verifications_application_idx').on(t.applicationId)],
);

export const onboardingTokens = pgTable(
  'onboarding_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => onboardingVerifications.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<OnboardingStage>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    otpChallengeId: uuid('otp_challenge_id').references(() => otpChallenges.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('onboarding_tokens_hash_unique').on(t.tokenHash),
    index('onboarding_tokens_verification_idx').on(t.verificationId, t.stage),
  ],
);

export const onboardingConsents = pgTable(
  'onboarding_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => onboardingVerifications.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    pan: text('pan').notNull(),
    emailId: text('email_id').notNull(),
    countryCode: text('country_code').notNull(),
    countryNameAndCode: text('country_name_and_code'),
    mobile: text('mobile').notNull(),
    status: text('status').$type<ConsentStatus>().notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    applicantTokenIssuedAt: timestamp('applicant_token_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('onboarding_consents_token_unique').on(t.tokenHash),
    index('onboarding_consents_created_by_idx').on(t.createdBy, t.updatedAt),
    index('onboarding_consents_updated_at_idx').on(t.updatedAt),
  ],
);

export const applicantAddresses = pgTable(
  'applicant_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<AddressType>().notNull(),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
    permanentAddressSameAsCorresponding: boolean('permanent_address_same_as_corresponding')
      .notNull()
      .default(false),
    fetchedFromKra: boolean('fetched_from_kra').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('applicant_addresses_type_unique').on(t.applicantId, t.addressType)],
);

export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentName: text('document_name'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('applicant_documents_applicant_idx').on(t.applicantId)],
);

/**
 * Documents the KYC registry holds for an applicant (migrations/0009), fetched when the applicant is
 * created from the registry record; shown to staff as `kraDocument`, never to investors.
 */
export const applicantKraDocuments = pgTable(
  'applicant_kra_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentName: text('document_name'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_kra_documents_applicant_idx').on(t.applicantId)],
);

// --- Stamp paper stock (migrations/0005_stamp_papers.sql)

export const stampPapers = pgTable(
  'stamp_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    denomination: numeric('denomination', { precision: 12, scale: 2 }).notNull(),
    totalCount: integer('total_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('stamp_papers_plan_denomination_unique').on(t.planId, t.denomination)],
);

// --- Individual wizard (migrations/0004_application_wizard.sql)

/** Plans a distributor offers; a distributor without rows offers every active plan. */
export const distributorPlans = pgTable(
  'distributor_plans',
  {
    distributorId: uuid('distributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.distributorId, t.planId] }),
    index('distributor_plans_plan_idx').on(t.planId),
  ],
);

// --- Review, approval and e-sign (migrations/0006_review_esign.sql)
import { uniqueIndex } from 'drizzle-orm/pg-core';

export type EsignDocumentStatus = 'pending' | 'signed' | 'expired' | 'cancelled';

/** One sign document per generation; at most one `pending` per application. */
export const esignDocuments = pgTable(
  'esign_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerDocumentId: text('provider_document_id').notNull(),
    status: text('status').$type<EsignDocumentStatus>().notNull().default('pending'),
    signedFileKey: text('signed_file_key'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('esign_documents_provider_unique').on(t.provider, t.providerDocumentId),
    uniqueIndex('esign_documents_one_pending')
      .on(t.applicationId)
      .where(sql`status = 'pending'`),
    index('esign_documents_application_idx').on(t.applicationId, t.createdAt),
  ],
);

/** One invitation per signer, in signing order; `status` is a contracts `SignatureStatus`. */
export const esignInvitations = pgTable(
  'esign_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => esignDocuments.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    signer: text('signer').notNull(),
    signerOrder: smallint('signer_order').notNull(),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    mobile: text('mobile'),
    providerInvitationId: text('provider_invitation_id').notNull(),
    invitationUrl: text('invitation_url').notNull(),
    status: text('status')
      .$type<'notgenerated' | 'pendingsignature' | 'signed' | 'expired' | 'cancelled'>()
      .notNull()
      .default('pendingsignature'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signMethod: text('sign_method'),
    createdAt: createdAt(),
    // migrations/0024: the authorised signatory (or POA holder) this invitation is for, and its group.
    signatoryId: uuid('signatory_id').references(() => signatories.id, { onDelete: 'set null' }),
    signatoryGroupId: uuid('signatory_group_id').references(() => signatoryGroups.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('esign_invitations_order_unique').on(t.documentId, t.signerOrder),
    unique('esign_invitations_provider_unique').on(t.providerInvitationId),
    index('esign_invitations_application_idx').on(t.applicationId, t.signerOrder),
    index('esign_invitations_due_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pendingsignature'`),
    index('esign_invitations_signatory_idx')
      .on(t.signatoryId)
      .where(sql`signatory_id is not null`),
  ],
);

/** Provider callbacks already processed (idempotency by event id). */
export const esignCallbackEvents = pgTable('esign_callback_events', {
  eventId: text('event_id').primaryKey(),
  invitationId: uuid('invitation_id').references(() => esignInvitations.id, { onDelete: 'cascade' }),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox e-sign provider's signing requests (one per invitation). */
export const esignSandboxRequests = pgTable(
  'esign_sandbox_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    providerDocumentId: text('provider_document_id').notNull(),
    signerOrder: smallint('signer_order').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    documentName: text('document_name').notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull().default({}),
    status: text('status')
      .$type<'pending' | 'signed' | 'expired' | 'cancelled'>()
      .notNull()
      .default('pending'),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpFailedAttempts: integer('otp_failed_attempts').notNull().default(0),
    otpSends: jsonb('otp_sends').$type<string[]>().notNull().default([]),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('esign_sandbox_requests_token_unique').on(t.tokenHash),
    index('esign_sandbox_requests_document_idx').on(t.providerDocumentId, t.signerOrder),
  ],
);

/** msar: the paper-signed documents (admission_deed, consent_form, poa); never replaced. */
export const applicationSignedDocuments = pgTable(
  'application_signed_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    declaration: boolean('declaration').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByRole: text('uploaded_by_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('application_signed_documents_unique').on(t.applicationId, t.documentType)],
);

// --- Individual wizard, steps 6-9 (migrations/0007_wizard_later_steps.sql)

/**
 * The investment step's fields kept in `applications.investment` (contracts' `InvestmentStepValues`
 * without schemeId, planId and commitmentAmount, which have columns). Amounts in rupees.
 */
export type ApplicationInvestment = Partial<
  Omit<InvestmentStepValues, 'schemeId' | 'planId' | 'commitmentAmount' | 'contributionChequeAmount'>
>;

export const nominees = pgTable(
  'nominees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sno: smallint('sno').notNull(),
    nomineeName: text('nominee_name'),
    nomineeRelationship: text('nominee_relationship'),
    dateOfBirth: date('date_of_birth'),
    nomineePercentage: numeric('nominee_percentage', { precision: 5, scale: 2 }),
    guardianName: text('guardian_name'),
    nomineePan: text('nominee_pan'),
    nomineeGuardianPan: text('nominee_guardian_pan'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nominees_application_idx').on(t.applicationId, t.sno)],
);

export const nomineeDocuments = pgTable(
  'nominee_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nomineeId: uuid('nominee_id')
      .notNull()
      .references(() => nominees.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentName: text('document_name'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nominee_documents_nominee_idx').on(t.nomineeId)],
);

export const banks = pgTable(
  'banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sno: smallint('sno').notNull(),
    ifscCode: text('ifsc_code'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountType: text('bank_account_type'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    defaultBankAccount: boolean('default_bank_account').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Copied from bank_verifications on save, never from the client. */
    pennydropCheck: boolean('pennydrop_check').notNull().default(false),
    pennydropVerified: boolean('pennydrop_verified').notNull().default(false),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    micrCode: text('micr_code'),
    swiftCode: text('swift_code'),
    ibanNumber: text('iban_number'),
    cif: text('cif'),
    status: text('status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banks_application_idx').on(t.applicationId, t.sno)],
);

/** Penny drops the server ran for an application; the bank step reads the newest per IFSC and account. */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ifscCode: text('ifsc_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankAccountType: text('bank_account_type').notNull(),
    verified: boolean('verified').notNull(),
    accountHolderName: text('account_holder_name'),
    requestedBy: text('requested_by').notNull(),
    requestedByRole: text('requested_by_role').notNull(),
    createdAt: createdAt(),
    /** Set when the entity's name changed after this check (migrations/0022): it no longer counts. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_verifications_lookup_idx').on(t.applicationId, t.ifscCode, t.bankAccountNumber, t.createdAt),
  ],
);

// --- Entity wizard steps 7-9 and signing by signatories (migrations/0024_entity_signatories_ubo_fatca.sql)

export type SignatoryGroupKind = 'authorised_signatories' | 'poa_holder';

/** An application's signatory groups; an individual POA application's POA holders are one 'poa_holder' group. */
export const signatoryGroups = pgTable(
  'signatory_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SignatoryGroupKind>().notNull().default('authorised_signatories'),
    name: text('name'),
    threshold: smallint('threshold').notNull().default(1),
    sno: smallint('sno').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('signatory_groups_application_idx').on(t.applicationId, t.sno)],
);

export const signatories = pgTable(
  'signatories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => signatoryGroups.id, { onDelete: 'cascade' }),
    sno: smallint('sno').notNull(),
    name: text('name'),
    fatherName: text('father_name'),
    pan: text('pan'),
    dpin: text('dpin'),
    countryNameAndCode: text('country_name_and_code'),
    countryCode: text('country_code'),
    mobile: text('mobile'),
    email: text('email'),
    designation: text('designation'),
    completeAddress: text('complete_address'),
    canEsign: boolean('can_esign').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('signatories_application_idx').on(t.applicationId),
    index('signatories_group_idx').on(t.groupId, t.sno),
    index('signatories_mobile_idx')
      .on(t.countryCode, t.mobile)
      .where(sql`is_active`),
  ],
);

/** Ultimate beneficial owners; `fileId` is the optional identity proof. */
export const ubos = pgTable(
  'ubos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sno: smallint('sno').notNull(),
    panNumber: text('pan_number'),
    dob: date('dob'),
    name: text('name'),
    identificationType: text('identification_type'),
    percentageOfBeneficialInterest: numeric('percentage_of_beneficial_interest', { precision: 5, scale: 2 }),
    countryOfTaxResidency: text('country_of_tax_residency'),
    cpUboCode: text('cp_ubo_code'),
    placeAndCountryOfBirth: text('place_and_country_of_birth'),
    occupation: text('occupation'),
    gender: text('gender'),
    nationality: text('nationality'),
    fatherName: text('father_name'),
    ckycNumber: text('ckyc_number'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
    isFetchData: boolean('is_fetch_data').notNull().default(false),
    dataFetchedFromKra: boolean('data_fetched_from_kra').notNull().default(false),
    amlCheck: boolean('aml_check'),
    amlData: jsonb('aml_data').$type<AmlData>(),
    amlComments: text('aml_comments'),
    amlAcknowledgement: boolean('aml_acknowledgement'),
    amlCommentedRole: text('aml_commented_role'),
    discretionaryTrust: text('discretionary_trust').$type<'yes' | 'no'>(),
    fileId: uuid('file_id').references(() => files.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ubos_application_idx').on(t.applicationId, t.sno)],
);

/**
 * Each UBO "Fetch Data" the server ran (migrations/0026): the UBO step copies the outcome (fetched, AML,
 * registry) from the newest fetch of the same id and date of birth, never from the browser.
 */
export const uboFetches = pgTable(
  'ubo_fetches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    dob: date('dob').notNull(),
    name: text('name'),
    kraFound: boolean('kra_found').notNull(),
    kraData: jsonb('kra_data').$type<KraRecord>(),
    amlCheck: boolean('aml_check').notNull(),
    amlData: jsonb('aml_data').$type<AmlData>().notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByRole: text('requested_by_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ubo_fetches_lookup_idx').on(t.applicationId, t.idNumber, t.dob, t.createdAt)],
);

/** Entity FATCA/CRS answers keyed by the questions' backend_key (fatca_data.json); one per application. */
export const entityFatca = pgTable(
  'entity_fatca',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, string | null>>().notNull().default({}),
    declarationDate: date('declaration_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('entity_fatca_application_unique').on(t.applicationId)],
);

export const controllingPersons = pgTable(
  'controlling_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fatcaId: uuid('fatca_id')
      .notNull()
      .references(() => entityFatca.id, { onDelete: 'cascade' }),
    sno: smallint('sno').notNull(),
    name: text('name'),
    correspondenceAddress: text('correspondence_address'),
    countryOfResidense: text('country_of_residense'),
    tin: text('tin'),
    issuingCountry: text('issuing_country'),
    controllingPersonType: text('controlling_person_type'),
    indentificationType: text('indentification_type'),
    indentificationNumber: text('indentification_number'),
    occupationType: text('occupation_type'),
    occupation: text('occupation'),
    dateOfBirth: date('date_of_birth'),
    countryOfBirth: text('country_of_birth'),
    nationality: text('nationality'),
    isFetchData: boolean('is_fetch_data').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('controlling_persons_fatca_idx').on(t.fatcaId, t.sno)],
);
