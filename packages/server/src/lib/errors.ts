import { API_MESSAGES } from '@aif/contracts';

/**
 * An error whose message may be shown to the user. The error handler answers `{ message }` with its
 * status; every other error becomes a 500 with a generic message.
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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, API_MESSAGES.sessionTimeout);
export const forbidden = () => new HttpError(403, API_MESSAGES.notAuthorized);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
