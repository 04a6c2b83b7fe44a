import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  updateLevelSchema,
  updateProfileSchema,
} from '@vocakey/shared/account';
import { successEnvelope } from '@vocakey/shared/envelope';
import {
  changePassword,
  confirmTutorialRead,
  deleteAccount,
  getProfile,
  updateLevel,
  updateProfile,
} from './service.ts';

const tags = ['Account'];
const profileResponse = { 200: successEnvelope(profileSchema) };

/** A password check is a guessing oracle for whoever holds a stolen token: count the attempts per token. */
const perToken = (req: FastifyRequest) => req.headers.authorization ?? req.ip;

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Authenticated before the body is even read: a caller without a session learns nothing, not even a 400.
  const auth = { onRequest: app.authenticate };
  const passwordChecks = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perToken },
  };
  const userId = (req: FastifyRequest) => req.user!.id;

  app.get(
    '/account/Profile',
    { ...auth, schema: { tags, summary: 'My profile, plan and completeness', response: profileResponse } },
    async (req) => ({ success: true as const, data: await getProfile(db, userId(req)) }),
  );

  app.put(
    '/account/Profile',
    {
      ...auth,
      // It may check a password (to change the email), but it is also an ordinary form: a looser limit.
      config: { rateLimit: { ...passwordChecks.rateLimit, max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 6 } },
      schema: {
        tags,
        summary: 'Save the profile form (any other field, such as role or plan, is refused with UNKNOWN_FIELD)',
        body: updateProfileSchema,
        response: profileResponse,
      },
    },
    async (req) => ({ success: true as const, data: await updateProfile(db, userId(req), req.body) }),
  );

  app.delete(
    '/account',
    {
      ...auth,
      config: passwordChecks,
      schema: {
        tags,
        summary: 'Delete my account (confirmed by the password, or by the typed email without one)',
        body: deleteAccountSchema,
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (req) => ({ success: true as const, data: await deleteAccount(db, userId(req), req.body) }),
  );

  app.put(
    '/account/ConfirmReadTutorialLearning',
    { ...auth, schema: { tags, summary: 'Mark the learning tutorial as read', response: profileResponse } },
    async (req) => ({ success: true as const, data: await confirmTutorialRead(db, userId(req)) }),
  );

  app.post(
    '/account/ChangePassword',
    {
      ...auth,
      config: passwordChecks,
      schema: {
        tags,
        summary: 'Change my password; every session ends, this one too (sign in again)',
        body: changePasswordSchema,
        response: { 200: successEnvelope(z.object({ signedOut: z.literal(true) })) },
      },
    },
    async (req) => ({ success: true as const, data: await changePassword(db, userId(req), req.body) }),
  );

  app.put(
    '/Account/UpdateLevelProfile',
    {
      ...auth,
      schema: { tags, summary: 'Set my English level', body: updateLevelSchema, response: profileResponse },
    },
    async (req) => ({ success: true as const, data: await updateLevel(db, userId(req), req.body.levelId) }),
  );
};

export default accountRoutes;
