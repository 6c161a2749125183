import { API_MESSAGES, type FieldError } from '@aif/contracts';

/**
 * An error whose message may be shown to the user. The error handler answers `{ message }` with its
 * status (`{ message, errors }` for a `ValidationError`); every other error becomes a 500 with a generic
 * message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 400 naming every broken rule by field path (contracts `validationErrorSchema`): the message is the first
 * rule's, unless one is given. The error handler answers `{ message, errors }`, as for a request that fails its route's schema.
 */
export class ValidationError extends HttpError {
  /** `message`: what the refusal says as a whole; by default the first rule's message. */
  constructor(
    readonly errors: FieldError[],
    message?: string,
  ) {
    super(400, message ?? errors[0]?.message ?? 'Invalid value');
    this.name = 'ValidationError';
  }
}

/** Field errors of zod issues: each issue's path dot-joined ('applicants.0.panNo') and its message. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** A form's field -> message map (contracts' `...FormMessages`) as field errors, under `prefix` ('plan.'). */
export function fieldErrors(messages: Partial<Record<string, string>>, prefix = ''): FieldError[] {
  return Object.entries(messages)
    .filter((e): e is [string, string] => !!e[1])
    .map(([path, message]) => ({ path: `${prefix}${path}`, message }));
}

/** 400 naming every field error, when there is any. */
export function throwIfAny(errors: FieldError[]): void {
  if (errors.length) throw new ValidationError(errors);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, API_MESSAGES.sessionTimeout);
export const forbidden = (message: string = API_MESSAGES.notAuthorized) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
