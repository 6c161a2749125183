import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, messageSchema, validationErrorSchema } from '@aif/contracts';
import { HttpError, ValidationError } from '../lib/errors';
import errorHandler from './error-handler';

/** A bare app with the error handler and routes declaring the API's 400 shape. */
async function buildTestApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  const response = { 200: messageSchema, 400: validationErrorSchema, 409: messageSchema };
  app.post(
    '/people',
    {
      schema: {
        body: z.object({
          applicants: z.array(
            z.object({ panNo: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Invalid PAN'), name: z.string() }),
          ),
        }),
        response,
      },
    },
    async () => ({ message: 'ok' }),
  );
  app.post('/rule', { schema: { response } }, async () => {
    throw new ValidationError([
      { path: 'nominees', message: 'Total must be 100%' },
      { path: 'nominees.1.Relationship', message: 'Spouse can be chosen only once among nominees' },
    ]);
  });
  app.post(
    '/documented-as-message',
    {
      schema: {
        body: z.object({ reason: z.string().min(1, 'Reason is required') }),
        response: { 400: messageSchema },
      },
    },
    async () => ({ message: 'ok' }),
  );
  app.post('/conflict', { schema: { response } }, async () => {
    throw new HttpError(409, 'Changed by someone else');
  });
  app.post('/crash', { schema: { response } }, async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a body failing its zod schema: 400, the first message, and every issue with its dot-joined path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/people',
      payload: { applicants: [{ panNo: 'ABCPX1234K', name: 'A' }, { panNo: 'bad' }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual([
      { path: 'applicants.1.panNo', message: 'Invalid PAN' },
      { path: 'applicants.1.name', message: expect.any(String) },
    ]);
    expect(body.message).toBe('Invalid PAN');
  });

  it('a body that is not an object at all: the issue at the root has an empty path', async () => {
    const res = await app.inject({ method: 'POST', url: '/people', payload: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '', message: res.json().message }]);
  });

  it('a rule the server checks itself (ValidationError): the same 400 shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/rule' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Total must be 100%',
      errors: [
        { path: 'nominees', message: 'Total must be 100%' },
        { path: 'nominees.1.Relationship', message: 'Spouse can be chosen only once among nominees' },
      ],
    });
  });

  it('a route that documents its 400 as `{ message }` answers only the message', async () => {
    const res = await app.inject({ method: 'POST', url: '/documented-as-message', payload: { reason: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Reason is required' });
  });

  it('other refusals keep `{ message }`; anything unexpected is a generic 500', async () => {
    const conflict = await app.inject({ method: 'POST', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Changed by someone else' });
    const crash = await app.inject({ method: 'POST', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ message: API_MESSAGES.unexpected });
  });
});
