import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@vocakey/shared/envelope';
import { imageItemSchema } from '@vocakey/shared/static-pages';
import { listImages, type SiteImageKind } from './queries.ts';

const tags = ['Home'];
const response = { 200: successEnvelope(z.array(imageItemSchema)) };

/** The visitor home page's pictures: slides, "problems learners face", and the trial area. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = (kind: SiteImageKind) => async () => ({
    success: true as const,
    data: await listImages(app.db, kind),
  });
  app.get('/StaticPage/HomeSlider', { schema: { tags, response } }, images('home_slider'));
  app.get('/Home/Image', { schema: { tags, summary: 'Problems learners face', response } }, images('problem'));
  app.get('/StaticPage/ImageTrial', { schema: { tags, response } }, images('trial'));
};

export default homeRoutes;
