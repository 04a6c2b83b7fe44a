import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import authPlugin from './plugins/auth.ts';
import databasePlugin from './plugins/database.ts';
import errorEnvelope from './plugins/error-envelope.ts';
import mailerPlugin from './plugins/mailer.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import webApp from './plugins/web-app.ts';
import accountRoutes from './features/account/routes.ts';
import adminRoutes from './features/admin/routes.ts';
import analyticsRoutes from './features/analytics/routes.ts';
import authRoutes from './features/auth/routes.ts';
import homeRoutes from './features/home/routes.ts';
import notificationRoutes from './features/notifications/routes.ts';
import platformRoutes from './features/platform/routes.ts';
import referenceRoutes from './features/reference/routes.ts';
import staticPageRoutes from './features/static-pages/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A pino logger to use, or false for none; by default one is made from LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

const SENSITIVE_QUERY = /([?&](?:token|code|otp|password|key)=)[^&#]*/gi;

/** Logged urls never carry one-time codes or tokens, even as query parameters. */
export const redactUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.confirmPassword',
        '*.token',
        '*.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        id: req.id,
      }),
    },
  };
}

/**
 * Builds the application: external plugins, then ours, then the features. The server (server.ts) and the tests
 * both use it; it neither listens nor starts a database.
 */
export async function buildApp({ config, database, logger, serveWeb = true }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: logger === false ? false : loggerOptions(config.LOG_LEVEL) }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 300 },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorEnvelope);
  await app.register(databasePlugin, { database });
  await app.register(security, { config });
  await app.register(rateLimit, { config });
  // Answers made per request are compressed quickly (brotli 4): quality 11 costs more CPU than it saves on a phone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openapi);
  await app.register(authPlugin, { jwtSecret: config.JWT_SECRET, sessionTtlDays: config.SESSION_TTL_DAYS });
  await app.register(mailerPlugin, { config });
  app.decorate('config', config);

  await app.register(
    async (api) => {
      await api.register(platformRoutes);
      await api.register(referenceRoutes);
      await api.register(staticPageRoutes);
      await api.register(homeRoutes);
      await api.register(analyticsRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(notificationRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { distDir: serveWeb ? config.WEB_DIST_DIR : '/nonexistent' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration, for features that need a setting (secrets, client ids, TTLs). */
    config: Config;
  }
}
