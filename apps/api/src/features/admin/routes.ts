import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@vocakey/shared/envelope';
import { pageQuerySchema, pagedSchema } from '@vocakey/shared/paging';
import { listMailOutbox } from './service.ts';

const tags = ['Administration'];

// Only the admin screens read this; it moves to packages/shared when the web app has its admin area.
const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable().describe('null: kept in the development outbox, not sent'),
});

/**
 * Everything under /api/admin is for administrators only: one hook guards every route, before its input is even
 * read (401 without a token, 451 for an ended session, 403 below admin).
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/MailOutbox',
    {
      schema: {
        tags,
        summary: 'Mails sent by the app, newest first (the development outbox when SMTP_URL is not set)',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(pagedSchema(outboxMailSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: await listMailOutbox(app.db, req.query) }),
  );
};

export default adminRoutes;
