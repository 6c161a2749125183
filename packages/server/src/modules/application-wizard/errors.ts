import { WIZARD_API_MESSAGES } from '@aif/contracts';
import { HttpError, ValidationError, badRequest } from '../../lib/errors';

/** 400 of a step rule: the first message, and every message by field path (answered by the error handler). */
export class StepValidationError extends ValidationError {}

/** 403: the caller may not change this field (role lock or registry lock); `label` as the form names it. */
export const fieldLocked = (label: string) => new HttpError(403, WIZARD_API_MESSAGES.fieldLocked(label));

/** 400: a nominee, bank or document id that is not (or no longer) on the application. */
export const unknownRecord = () => badRequest(WIZARD_API_MESSAGES.unknownRecord);
