import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_ALL_FIELDS_PATH,
  REPORT_FILE_NAMES,
  REPORT_PATHS,
  commitmentReportSchema,
  detailReportSchema,
  messageSchema,
  reportQuerySchema,
  summaryReportSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';
import { XLSX_CONTENT_TYPE, attachment, sheetStream } from './xlsx';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const meta = { tags: ['reports'], security: [{ bearer: [] }] };
/** With downloadFile=true the answer is a spreadsheet, not the JSON schema. */
const xlsx = 'With downloadFile=true: the spreadsheet (every matching row), streamed.';

/** The contracts' paths are below /api; these routes are registered under /api/onboarding. */
const local = (path: string) => path.replace(/^\/onboarding/, '');

/**
 * /api/onboarding/reports/* (doc 3 §7 "Reports"; contracts api/reports.ts): JSON for the screen, and with
 * downloadFile=true the spreadsheet, streamed as it is written.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Streams a sheet as the attachment `fileName`. */
  const download = (
    request: FastifyRequest,
    reply: FastifyReply,
    fileName: string,
    write: (out: Writable) => Promise<void>,
  ) => {
    const out = sheetStream(write, (err) => request.log.error({ err }, 'report download failed'));
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'no-store')
      .send(out);
  };

  const summaryRoute = (path: string, by: 'scheme' | 'distributor', fileName: string, summary: string) =>
    app.get(
      local(path),
      {
        schema: {
          ...meta,
          summary,
          description: xlsx,
          querystring: reportQuerySchema,
          response: { 200: summaryReportSchema, ...refused },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        if (request.query.downloadFile !== 'true') return app.reports.summary(session, request.query, by);
        const write = await app.reports.summarySheet(session, request.query, by);
        return download(request, reply, fileName, write);
      },
    );
  summaryRoute(
    REPORT_PATHS.onboardingSummary,
    'scheme',
    REPORT_FILE_NAMES.onboardingSummary,
    'Visible applications created in the range per scheme, investor type and report status',
  );
  summaryRoute(
    REPORT_PATHS.distributorOnBoardingSummary,
    'distributor',
    REPORT_FILE_NAMES.distributorOnBoardingSummary,
    'Visible applications created in the range per distributor ("Direct"), investor type and report status',
  );

  app.get(
    local(REPORT_PATHS.distributorCommitmentAmount),
    {
      schema: {
        ...meta,
        summary:
          'Completed applications created in the range per distributor and investor type, with amounts',
        description: xlsx,
        querystring: reportQuerySchema,
        response: { 200: commitmentReportSchema, ...refused },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (request.query.downloadFile !== 'true') return app.reports.commitment(session, request.query);
      const write = await app.reports.commitmentSheet(session, request.query);
      return download(request, reply, REPORT_FILE_NAMES.distributorCommitmentAmount, write);
    },
  );

  app.get(
    local(REPORT_PATHS.onboardingDetails),
    {
      schema: {
        ...meta,
        summary: 'Visible applications created in the range, one page (newest first); the table columns',
        description: xlsx,
        querystring: reportQuerySchema,
        response: { 200: detailReportSchema, ...refused },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (request.query.downloadFile !== 'true')
        return app.reports.details(session, request.query, 'details');
      const write = app.reports.detailSheet(session, request.query, 'details');
      return download(request, reply, REPORT_FILE_NAMES.onboardingDetailsCurrentFields, write);
    },
  );

  app.get(
    local(REPORT_PATHS.onboardingCompletedDetails),
    {
      // fundSetupAccess, read fresh, before the query is looked at (doc 3 §6).
      preValidation: async (request) => app.reports.requireCompletedAccess(requireSession(request)),
      schema: {
        ...meta,
        summary: 'Visible applications signed or completed in the range, one page; needs fundSetupAccess',
        description: xlsx,
        querystring: reportQuerySchema,
        response: { 200: detailReportSchema, ...refused },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (request.query.downloadFile !== 'true') {
        return app.reports.details(session, request.query, 'completed');
      }
      const write = app.reports.detailSheet(session, request.query, 'completed');
      return download(request, reply, REPORT_FILE_NAMES.onboardingCompletedDetails, write);
    },
  );

  app.get(
    local(REPORT_ALL_FIELDS_PATH),
    {
      schema: {
        ...meta,
        summary: 'Every field of the visible applications created in the range, as a spreadsheet',
        description: 'Always the spreadsheet (the details report\'s "Download All Fields")',
        querystring: reportQuerySchema,
        response: refused,
      },
    },
    async (request, reply) => {
      const write = app.reports.allFieldsSheet(requireSession(request), request.query);
      return download(request, reply, REPORT_FILE_NAMES.onboardingDetailsAllFields, write);
    },
  );
};

export default reportRoutes;
