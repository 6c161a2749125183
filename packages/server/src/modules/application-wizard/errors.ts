import { HttpError } from '../../lib/errors';

/** 400 of a step rule: the first message, and every message by field path. */
export class StepValidationError extends HttpError {
  constructor(readonly errors: { path: string; message: string }[]) {
    super(400, errors[0]?.message ?? 'Invalid value');
  }
}
