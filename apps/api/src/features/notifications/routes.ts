import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@vocakey/shared/envelope';
import { notificationListSchema, notificationParamsSchema, notificationSchema } from '@vocakey/shared/notifications';
import { pageQuerySchema } from '@vocakey/shared/paging';
import { listNotifications, markAllSeen, markSeen, takePopups } from './service.ts';

const tags = ['Notifications'];

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Authenticated before the body is even read: a caller without a session learns nothing, not even a 400.
  const auth = { onRequest: app.authenticate };

  app.get(
    '/notification/UserNotification',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My notifications, newest first (paged), with the unseen count',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(notificationListSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await listNotifications(db, req.user!.id, req.query) }),
  );

  app.get(
    '/notification/PopupNotification',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My popup notifications not shown yet; each is answered once',
        response: { 200: successEnvelope(z.array(notificationSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: await takePopups(db, req.user!.id) }),
  );

  app.put(
    '/notification/SeenAll',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark all my notifications seen',
        response: { 200: successEnvelope(z.object({ updated: z.number().int().min(0) })) },
      },
    },
    async (req) => ({ success: true as const, data: await markAllSeen(db, req.user!.id) }),
  );

  app.put(
    '/notification/:id/Seen',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark one of my notifications seen',
        params: notificationParamsSchema,
        response: { 200: successEnvelope(notificationSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await markSeen(db, req.user!.id, req.params.id) }),
  );
};

export default notificationRoutes;
