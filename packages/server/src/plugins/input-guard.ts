import fp from 'fastify-plugin';
import { API_MESSAGES } from '@aif/contracts';
import { badRequest, ValidationError } from '../lib/errors';
import { controlCharacterErrors, InputTooDeepError, isWellEncodedQuery } from '../lib/input';

/**
 * The one input normalisation of the API, for every route (docs/decisions.md "Input handling"): before
 * any schema or handler sees the request, the query string must be well percent-encoded, and no string
 * of the route's params, the query or the parsed body (values and keys) may carry a control character
 * (NUL and the other C0 controls but tab, line feed and carriage return; DEL; C1; a lone surrogate), and
 * a body may not nest deeper than any form. Refusals are 400 `{ message, errors: [{ path, message }] }`.
 * Multipart fields are read by their route and pass the same rule there (`modules/files/upload-form.ts`).
 * Field limits and single-line rules are the contracts' schemas' (`text(max)`).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!isWellEncodedQuery(request.raw.url ?? '')) throw badRequest(API_MESSAGES.badUrl);
      try {
        const errors = [
          ...controlCharacterErrors(request.params),
          ...controlCharacterErrors(request.query),
          ...controlCharacterErrors(request.body),
        ];
        if (errors.length > 0) throw new ValidationError(errors);
      } catch (err) {
        if (err instanceof InputTooDeepError) throw badRequest(API_MESSAGES.invalidPayload);
        throw err;
      }
    });
  },
  { name: 'input-guard' },
);
