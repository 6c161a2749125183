export * from './roles';
export * from './routes';
export * from './api/auth';
export * from './api/errors';
export * from './api/params';
export * from './api/sealed-payload';
export * from './api/payload-format';
export * from './api/messages';
export * from './api/access';
export * from './api/admin-support';
export * from './api/files';
export * from './api/system';
export * from './api/mdms';
export * from './api/onboarding';
export * from './api/applications';
export * from './api/review';
export * from './api/esign';
export * from './api/bank-verification';
export * from './api/application-wizard';
export * from './api/ubo-fetch';
export * from './api/modify-investment';
export * from './api/funds';
export * from './api/reports';
export * from './api/user-admin';
export * from './api/admin-screens';
export * from './api/user-admin-saves';
export * from './wizard';
export * from './wizard-later-steps';

export * from './constants';
export * from './dates';
export * from './money';
export * from './fees';
export * from './uploads';
export * from './cutoffs';
export * from './steps';
export * from './status-machine';

export * from './enums/application-status';
export * from './enums/investor-status';
export * from './enums/investor';
export * from './enums/fund';
export * from './enums/bank';
export * from './enums/documents';
export * from './enums/kyc';
export * from './enums/fatca';
export * from './enums/ubo';
export * from './enums/signing';
export * from './enums/admin';

export {
  fileRefSchema,
  nameRefSchema,
  isoDate as isoDateSchema,
  type FileRef,
  type NameRef,
} from './entities/common';
export * from './entities/address';
export * from './entities/document';
export * from './entities/fatca';
export * from './entities/applicant';
export * from './entities/nominee';
export * from './entities/bank';
export * from './entities/signatory';
export * from './entities/ubo';
export * from './entities/investment';
export * from './entities/fund';
export * from './entities/users';
export * from './entities/onboarding';
export * from './entities/lists';
export * from './entities/application';

export * from './validation/messages';
export * from './validation/frame-messages';
export * from './validation/no-results';
export { ruleString, optionalRuleString, firstMessage } from './validation/helpers';
export * from './validation/text';
export * from './validation/pan';
export * from './validation/mobile';
export * from './validation/email';
export * from './validation/address';
export * from './validation/name';
export * from './validation/otp';
export * from './validation/bank';
export * from './validation/kyc';
export * from './validation/percentage';
export * from './validation/user-admin';
export * from './validation/date-of-birth';
export * from './validation/investment';
export * from './validation/fund-setup';
export * from './validation/signatory';
export * from './validation/nominee';
export * from './validation/ubo';
export * from './validation/signed-documents';
export * from './validation/onboarding';

export * from './format/numbers';
export * from './format/in-words';
export * from './format/datetime';
export * from './format/entity-answers';
