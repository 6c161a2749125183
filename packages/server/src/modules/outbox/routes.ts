import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, outboxQuerySchema } from '@aif/contracts';

/** /api/dev/outbox: what the sandbox providers "sent". Registered only while PROVIDERS=sandbox. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox outbox (SMS and e-mail), newest first',
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => app.outbox.list({ to: request.query.to }),
  );

  app.get(
    '/outbox/view',
    { schema: { tags: ['sandbox'], summary: 'Sandbox outbox as a page', querystring: outboxQuerySchema } },
    async (request, reply) => {
      const messages = await app.outbox.list({ to: request.query.to });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(outboxPage(messages));
    },
  );
};

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function outboxPage(messages: z.infer<typeof outboxMessageSchema>[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject ?? '')}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Sandbox outbox</h1><p>Messages the SMS and e-mail sandboxes kept instead of sending, newest first.</p>
<form method="get"><label>Recipient <input name="to"></label> <button>Filter</button></form>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages</td></tr>'}</tbody></table></body></html>`;
}

export default outboxRoutes;
