import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewSchema } from '@vocakey/shared/analytics';
import { recordPageView } from './service.ts';

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/PageView',
    {
      schema: {
        tags: ['Analytics'],
        summary: 'A page view (and web vitals) from the web app; signed-in or anonymous',
        body: pageViewSchema,
        response: { 204: z.null().describe('Recorded') },
      },
      preHandler: app.identify,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      await recordPageView(app.db, req.body, req.user?.id ?? null);
      return reply.code(204).send(null);
    },
  );
};

export default analyticsRoutes;
