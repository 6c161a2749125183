import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ACCESS,
  apiAccessFor,
  esignVerifyOtpSchema,
  loginSendOtpSchema,
  loginVerifyOtpSchema,
  nonIndividualTokenRequestSchema,
  sendOnboardingOtpRequestSchema,
  verifyOnboardingOtpRequestSchema,
  verifyPanRequestSchema,
  WIZARD_SAVE_STEPS,
  wizardStepSchemaFor,
  type ApiAccess,
  type WizardSaveStep,
} from '@aif/contracts';
import {
  badId,
  broken,
  encode,
  junk,
  nastyString,
  plausible,
  queryString,
  type SchemaNode,
} from './arbitraries';

/** One route of the running app, as its OpenAPI document describes it. */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify form: '/api/files/files/:id'. */
  path: string;
  access: ApiAccess;
  pathParams: string[];
  query: { name: string; schema?: SchemaNode }[];
  body?: SchemaNode;
  multipart: boolean;
}

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: SchemaNode }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
};

/**
 * Every route of the running app, from its OpenAPI document (built from the routes as they are
 * registered, so a route added later is fuzzed without touching the suite), with its access rule from
 * contracts' `API_ACCESS` (routes outside /api and /mdms are public pages).
 */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: FuzzRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [m, op] of Object.entries(operations)) {
      const method = m.toUpperCase() as FuzzRoute['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        access: apiAccessFor(method, path) ?? 'public',
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        multipart: path === '/api/files/files' && method === 'POST',
      });
    }
  }
  return routes;
}

/** The access table's entries the running app does not serve (none expected: the table follows the routes). */
export function missingFromApp(routes: readonly FuzzRoute[]): string[] {
  const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
  return API_ACCESS.map((r) => `${r.method} ${r.path}`).filter((k) => !served.has(k));
}

/**
 * Sealed bodies (`{ payload }`) and what their payload holds: the fuzz seals junk and broken values of
 * these shapes with the app's key, so the rules behind the encryption are tried as well.
 */
const SEALED: Record<string, z.ZodType> = {
  'POST /api/users/login/send-otp': loginSendOtpSchema,
  'POST /api/users/login/verify-otp': loginVerifyOtpSchema,
  'POST /api/onboarding/onboarding/verify-pan': verifyPanRequestSchema(),
  'POST /api/onboarding/onboarding/send-otp': sendOnboardingOtpRequestSchema,
  'POST /api/onboarding/onboarding/verify-otp': verifyOnboardingOtpRequestSchema,
  'POST /api/onboarding/onboarding/get-non-individual-application-token': nonIndividualTokenRequestSchema,
  'POST /api/onboarding/esign/verify-otp/:id': esignVerifyOtpSchema,
};

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as SchemaNode;

/**
 * The wizard's step forms, for the `data` of a step save (the body's own schema says only "an object").
 * The forms' fields do not depend on the context; only their rules do.
 */
export function stepSchemas(): Record<WizardSaveStep, SchemaNode> {
  const ctx = {
    role: 'rm' as const,
    onboardingType: 'normal' as const,
    fundType: 'domestic' as const,
    today: new Date(),
    countries: [],
    brokers: [],
    documentMaster: {},
    documentApplication: { applicationType: 'individual' as const, applicants: [] },
    uboMaster: [],
    contributorCkycs: [],
  };
  return Object.fromEntries(
    WIZARD_SAVE_STEPS.map((s) => [s, jsonSchemaOf(wizardStepSchemaFor(s, ctx))]),
  ) as Record<WizardSaveStep, SchemaNode>;
}

/** What the fuzz sends: the pieces of one request before it is put together. */
export interface FuzzRequest {
  ids: string[];
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; payload: string | Buffer }
    | { kind: 'sealed'; value: unknown };
}

const rawBodies = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"polluted":1}}}' },
    { contentType: 'application/json', payload: '[' + '['.repeat(5000) },
    { contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024 + 10) }) },
    { contentType: 'text/xml', payload: '<a/>' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    { contentType: 'multipart/form-data', payload: 'garbage' },
  ),
  fc.tuple(fc.constantFrom('application/json', 'text/plain'), nastyString).map(([contentType, payload]) => ({
    contentType,
    payload,
  })),
);

/** A broken upload form: cut short, another boundary, no file, two files, a file of no known type. */
const multipartBodies = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom('documentType', 'context', 'file', 'x', '__proto__'), nastyString), {
      maxLength: 3,
    }),
    fc.option(fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.concat([Buffer.from([0x00, 0x13]), b]))),
    fc.option(fc.constant(Buffer.from('%PDF-1.4\n/Encrypt <<>> trailer'))),
    fc.constantFrom('whole', 'cut', 'other-boundary', 'no-boundary', 'two-files'),
  )
  .map(([fields, bytes, pdfish, shape]) => {
    const B = 'fuzzboundary';
    const parts = fields.map(
      ([k, v]) => `--${B}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    // A PDF header is sent only with an /Encrypt it cannot honour: any other PDF would be a valid upload.
    const file = pdfish ?? bytes;
    const fileParts =
      file === null
        ? []
        : Array.from({ length: shape === 'two-files' ? 2 : 1 }, (_, i) =>
            Buffer.concat([
              Buffer.from(
                `--${B}\r\nContent-Disposition: form-data; name="file"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
              file,
              Buffer.from('\r\n'),
            ]),
          );
    let payload = Buffer.concat([
      ...parts.map((p) => Buffer.from(p)),
      ...fileParts,
      Buffer.from(`--${B}--\r\n`),
    ]);
    if (shape === 'cut') payload = payload.subarray(0, Math.floor(payload.length / 2));
    if (shape === 'other-boundary')
      payload = Buffer.from(payload.toString('latin1').replaceAll(B, 'other'), 'latin1');
    const contentType =
      shape === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${B}`;
    return { contentType, payload };
  });

/**
 * The requests the fuzz sends to one route: ids that do not exist, malformed ones or ones of the demo
 * data; bodies of the wrong type, with a broken field (a value past its contracts limit, outside its
 * enum or range, missing, the input guard's control characters...), plausible ones that may even be
 * valid (so the handlers and the database are reached too), unreadable ones, sealed payloads of all of
 * these; query strings of the declared parameters, now and then with junk keys and bad escapes.
 */
export function requestsFor(
  route: FuzzRoute,
  opts: { existingIds: readonly string[]; steps: Record<WizardSaveStep, SchemaNode> },
): fc.Arbitrary<FuzzRequest> {
  const id =
    opts.existingIds.length > 0
      ? fc.oneof(
          { arbitrary: badId, weight: 2 },
          { arbitrary: fc.constantFrom(...opts.existingIds), weight: 3 },
        )
      : badId;
  const ids = fc.tuple(...route.pathParams.map(() => id));
  const query = queryString(route.query);
  const key = `${route.method} ${route.path}`;

  type Body = FuzzRequest['body'];
  const bodies: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: rawBodies.map((r): Body => ({ kind: 'raw', ...r })), weight: 1 },
  ];
  if (route.multipart)
    bodies.push({ arbitrary: multipartBodies.map((r): Body => ({ kind: 'raw', ...r })), weight: 4 });
  else if (route.body)
    bodies.push({
      arbitrary: jsonBody(route.body, key, opts.steps).map((value): Body => ({ kind: 'json', value })),
      weight: 6,
    });
  else
    bodies.push(
      { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 3 },
      { arbitrary: junk.map((value): Body => ({ kind: 'json', value })), weight: 1 },
    );
  const sealed = SEALED[key];
  if (sealed) {
    const inner = jsonSchemaOf(sealed);
    bodies.push({
      arbitrary: fc.oneof(broken(inner), plausible(inner)).map((value): Body => ({ kind: 'sealed', value })),
      weight: 4,
    });
  }
  return fc.record({ ids, query, body: fc.oneof(...bodies) });
}

/** A body of the route's schema, broken or plausible; a wizard save's `data` of its step's own form. */
function jsonBody(
  schema: SchemaNode,
  key: string,
  steps: Record<WizardSaveStep, SchemaNode>,
): fc.Arbitrary<unknown> {
  const own = fc.oneof(broken(schema), plausible(schema));
  if (!schema.properties?.data) return own;
  const modify = key.endsWith('/modify-investment');
  const step = modify
    ? fc.constant<WizardSaveStep>('investment-payment-details')
    : fc.constantFrom(...WIZARD_SAVE_STEPS);
  const save = fc
    .tuple(step, fc.constantFrom('saveForLater', 'saveAndProceed'), fc.boolean())
    .chain(([s, saveType, bad]) =>
      (bad ? broken(steps[s]) : plausible(steps[s])).map((data) => ({
        ...(modify ? {} : { step: s }),
        saveType,
        // The fuzz puts the application's current version in place (fuzz.test.ts), so saves are reached.
        version: 0,
        data,
      })),
    );
  return fc.oneof({ arbitrary: own, weight: 1 }, { arbitrary: save, weight: 3 });
}

/** The request's URL with its ids in place (encoded, unless the id is itself an escape attack). */
export function urlOf(route: FuzzRoute, req: Pick<FuzzRequest, 'ids' | 'query'>): string {
  let i = 0;
  const path = route.path.replace(/:(\w+)/g, () => {
    const id = req.ids[i++] ?? '';
    return /%[0-9A-Fa-f]{2}|%$/.test(id) && !/[\s/?#]/.test(id) ? id : encode(id);
  });
  return req.query ? `${path}?${req.query}` : path;
}

export { plausible };
