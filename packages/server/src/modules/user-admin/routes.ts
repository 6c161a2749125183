import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AMC_ADMIN_FLAGS_ROUTE,
  AMC_ADMINS_PATHS,
  MAPPED_SRMS_PATH,
  USER_ACCESS_FLAGS,
  USER_ADMIN_BASE,
  USER_ADMIN_PATHS,
  USER_KINDS,
  addAmcAdminWithFlagsBodySchema,
  addUserBodySchema,
  amcAdminSavedResponseSchema,
  amcAdminWithFlagsSchema,
  amcAdminsResponseSchema,
  distributorDetailsSchema,
  idParamsSchema,
  mappedSrmsResponseSchema,
  messageSchema,
  setFlagsBodySchema,
  staffUserSchema,
  updateUserBodySchema,
  userListQuerySchema,
  userSavedResponseSchema,
  validationErrorSchema,
  type UserKind,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const refusedOrMissing = { ...refused, 404: messageSchema };
const refusedOrConflict = { ...refusedOrMissing, 409: messageSchema };
const meta = { tags: ['user-admin'], security: [{ bearer: [] }] };

/** The record a kind's list and get-by-id answer: AIF admins show their flags (read-only on the tab). */
function recordSchema(kind: UserKind) {
  return kind === 'amcadmin' ? amcAdminWithFlagsSchema : staffUserSchema;
}

/** /api/onboarding/amc/*: user management (doc 3 §2.8, §7 "Fund house"; contracts api/user-admin.ts). */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = USER_ADMIN_BASE.replace(/^\/onboarding/, '');

  for (const kind of USER_KINDS) {
    const paths = USER_ADMIN_PATHS[kind];
    // Writes on a flag-guarded tab need the flag, read fresh; checked before the body is validated so a
    // caller without it learns nothing about the form.
    const write = {
      preValidation: async (request: FastifyRequest) =>
        app.userAdmin.requireWriteAccess(requireSession(request), kind),
    };

    app.get(
      `${base}/${paths.list}`,
      {
        schema: {
          ...meta,
          summary: `The ${kind} list (one page, by name)`,
          querystring: userListQuerySchema,
          response: { 200: z.object({ [paths.listKey]: z.array(recordSchema(kind)) }), ...refused },
        },
      },
      async (request) => ({ [paths.listKey]: await app.userAdmin.list(kind, request.query) }),
    );

    app.get(
      `${base}/${paths.byId}/:id`,
      {
        schema: {
          ...meta,
          summary: `A ${kind} by id`,
          params: idParamsSchema,
          response: {
            200: kind === 'distributor' ? distributorDetailsSchema : recordSchema(kind),
            ...refusedOrMissing,
          },
        },
      },
      async (request) =>
        kind === 'distributor'
          ? app.userAdmin.distributor(request.params.id)
          : kind === 'amcadmin'
            ? app.userAdmin.amcAdmin(request.params.id)
            : app.userAdmin.byId(kind, request.params.id),
    );

    app.post(
      `${base}/${paths.add}`,
      {
        ...write,
        schema: {
          ...meta,
          summary: `Add a ${kind}`,
          body: addUserBodySchema,
          response: { 200: userSavedResponseSchema, ...refusedOrConflict },
        },
      },
      async (request) => app.userAdmin.add(requireSession(request), kind, request.body),
    );

    app.post(
      `${base}/${paths.update}/:id`,
      {
        ...write,
        schema: {
          ...meta,
          summary: `Change a ${kind}: the edit form, the access toggle ({ isActive }) or Update RM ({ rmId })`,
          params: idParamsSchema,
          body: updateUserBodySchema,
          response: { 200: userSavedResponseSchema, ...refusedOrConflict },
        },
      },
      async (request) => app.userAdmin.update(requireSession(request), kind, request.params.id, request.body),
    );
  }

  for (const flag of USER_ACCESS_FLAGS) {
    app.get(
      `${base}/${flag}`,
      {
        schema: {
          ...meta,
          summary: `Whether the caller may change the users ${flag} guards`,
          response: { 200: z.object({ [flag]: z.boolean() }), ...refused },
        },
      },
      async (request) => ({ [flag]: await app.userAdmin.accessFlag(requireSession(request), flag) }),
    );
  }

  app.get(
    `${MAPPED_SRMS_PATH.replace(/^\/onboarding/, '')}/:id`,
    {
      schema: {
        ...meta,
        summary: "An RM's mapped SRMs: its individual distributors and its companies' distributor's RMs",
        params: idParamsSchema,
        response: { 200: mappedSrmsResponseSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.userAdmin.mappedSrms(request.params.id),
  );

  // The superadmin's /amc-admins (0-product-decisions §9).
  const admins = AMC_ADMINS_PATHS.admins.replace(/^\/onboarding/, '');
  app.get(
    admins,
    {
      schema: {
        ...meta,
        summary: 'The AIF admins with their access flags',
        response: { 200: amcAdminsResponseSchema, ...refused },
      },
    },
    async () => ({ amcAdmins: await app.userAdmin.amcAdmins() }),
  );
  app.post(
    admins,
    {
      schema: {
        ...meta,
        summary: 'Add an AIF admin with its access flags',
        body: addAmcAdminWithFlagsBodySchema,
        response: { 200: amcAdminSavedResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) => app.userAdmin.addAmcAdmin(requireSession(request), request.body),
  );
  app.post(
    AMC_ADMIN_FLAGS_ROUTE.replace(/^\/onboarding/, ''),
    {
      schema: {
        ...meta,
        summary: "Replace an AIF admin's access flags (never the caller's own)",
        params: idParamsSchema,
        body: setFlagsBodySchema,
        response: { 200: amcAdminSavedResponseSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.userAdmin.setFlags(requireSession(request), request.params.id, request.body.flags),
  );
};

export default userAdminRoutes;
