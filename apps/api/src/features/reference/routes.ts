import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@vocakey/shared/envelope';
import {
  adminUnitSchema,
  careerSchema,
  grammarQuerySchema,
  grammarSchema,
  languageSchema,
  levelSchema,
  nationParamsSchema,
  nationSchema,
  unitParamsSchema,
  versionSchema,
} from '@vocakey/shared/reference';
import { foldForSearch } from '@vocakey/shared/text';
import { createReferenceCache } from './version.ts';
import * as q from './queries.ts';

const tags = ['Reference data'];
const list = <T extends z.ZodType>(item: T) => ({ 200: successEnvelope(z.array(item)) });

/** Reference data: public, versioned by GetVersionApi, answered from memory with an ETag (304 when unchanged). */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createReferenceCache(app.db);
  const { db } = app;

  app.get(
    '/GetVersionApi',
    { schema: { tags, summary: 'Reference-data version', response: { 200: successEnvelope(versionSchema) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, data: { version: await cache.currentVersion() } };
    },
  );

  app.get('/Nations', { schema: { tags, response: list(nationSchema) } }, async (req, reply) =>
    cache.send(req, reply, 'nations', () => q.listNations(db)),
  );

  app.get(
    '/Nations/:id/Provinces',
    { schema: { tags, params: nationParamsSchema, response: list(adminUnitSchema) } },
    async (req, reply) => {
      const id = req.params.id.toUpperCase();
      return cache.send(req, reply, `provinces:${id}`, async () =>
        (await q.nationExists(db, id)) ? q.listProvinces(db, id) : null,
      );
    },
  );

  app.get(
    '/Provinces/:id/Districts',
    { schema: { tags, params: unitParamsSchema, response: list(adminUnitSchema) } },
    async (req, reply) => {
      const { id } = req.params;
      return cache.send(req, reply, `districts:${id}`, async () =>
        (await q.provinceExists(db, id)) ? q.listDistricts(db, id) : null,
      );
    },
  );

  app.get(
    '/Districts/:id/Wards',
    { schema: { tags, params: unitParamsSchema, response: list(adminUnitSchema) } },
    async (req, reply) => {
      const { id } = req.params;
      return cache.send(req, reply, `wards:${id}`, async () =>
        (await q.districtExists(db, id)) ? q.listWards(db, id) : null,
      );
    },
  );

  app.get('/Languages', { schema: { tags, response: list(languageSchema) } }, async (req, reply) =>
    cache.send(req, reply, 'languages', () => q.listLanguages(db)),
  );

  app.get('/Careers', { schema: { tags, response: list(careerSchema) } }, async (req, reply) =>
    cache.send(req, reply, 'careers', () => q.listCareers(db)),
  );

  app.get('/Level/GetAllLevel', { schema: { tags, response: list(levelSchema) } }, async (req, reply) =>
    cache.send(req, reply, 'levels', () => q.listLevels(db)),
  );

  app.get(
    '/GrammarDescriptions',
    { schema: { tags, querystring: grammarQuerySchema, response: list(grammarSchema) } },
    async (req, reply) => {
      const folded = req.query.content ? foldForSearch(req.query.content) : '';
      return cache.send(req, reply, `grammars:${folded}`, () => q.listGrammars(db, folded || undefined), !folded);
    },
  );
};

export default referenceRoutes;
