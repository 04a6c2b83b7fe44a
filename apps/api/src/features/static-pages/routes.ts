import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@vocakey/shared/envelope';
import { pageQuerySchema, pagedSchema } from '@vocakey/shared/paging';
import { staticPageParamsSchema, staticPageSchema, staticPageSummarySchema } from '@vocakey/shared/static-pages';
import { getStaticPage, listStaticPages } from './service.ts';

const tags = ['Static pages'];

const staticPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/StaticPage',
    {
      schema: {
        tags,
        summary: 'Info pages (the web app asks for page=1, limit=999; limit is clamped to 100)',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(pagedSchema(staticPageSummarySchema)) },
      },
    },
    async (req) => ({ success: true as const, data: await listStaticPages(app.db, req.query) }),
  );

  app.get(
    '/StaticPage/Urls/:pageUrl',
    {
      schema: {
        tags,
        summary: 'One info page by its url (a slash inside it is sent encoded)',
        params: staticPageParamsSchema,
        response: { 200: successEnvelope(staticPageSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await getStaticPage(app.db, req.params.pageUrl) }),
  );
};

export default staticPageRoutes;
