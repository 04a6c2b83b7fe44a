import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@vocakey/shared/envelope';
import { sendError } from '../../plugins/error-envelope.ts';
import { healthSchema } from '@vocakey/shared/health';
import { API_VERSION } from '../../version.ts';

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
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          database: 'up' as const,
          uptimeSeconds: Math.round(process.uptime()),
          version: API_VERSION,
        },
      };
    },
  );
};

export default platformRoutes;
