import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@vocakey/shared/envelope';
import { sendError } from '../../plugins/error-envelope.ts';
import { healthSchema } from '@vocakey/shared/health';
import { API_VERSION } from '../../version.ts';

const VERSION_JSON = JSON.stringify(API_VERSION);

const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Platform'],
        summary: 'Process and database health: 200 when the database answers, 503 while it does not',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_req, reply) => {
      const up = await app.databaseIsUp();
      reply.header('cache-control', 'no-store');
      if (!up) return sendError(reply, 'SERVICE_UNAVAILABLE');
      // Load balancers call this many times a second: the answer is written directly, not through the schema
      // serializer (its shape is the schema above; the tests parse it with healthSchema).
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(
          `{"success":true,"data":{"status":"ok","database":"up","uptimeSeconds":${Math.round(process.uptime())},"version":${VERSION_JSON}}}`,
        );
    },
  );
};

export default platformRoutes;
