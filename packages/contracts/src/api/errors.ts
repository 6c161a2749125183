import { z } from 'zod';
import { messageSchema } from './auth';

/** One broken rule of a request: the field's path from the body's root ('applicants.0.panNo') and its message. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every 400 of the API. `message` is the first broken rule's message (what a screen shows when it cannot
 * place the error on a field); `errors` lists every broken rule by field path when the request broke field
 * rules: the route's schema, or a rule the server checks against stored data (a wizard step's rules).
 */
export const validationErrorSchema = messageSchema.extend({
  errors: z.array(fieldErrorSchema).optional(),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorSchema>;
