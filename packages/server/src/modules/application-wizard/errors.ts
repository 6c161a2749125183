import { ValidationError } from '../../lib/errors';

/** 400 of a step rule: the first message, and every message by field path (answered by the error handler). */
export class StepValidationError extends ValidationError {}
