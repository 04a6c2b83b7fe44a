import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.ts';

/**
 * Security headers with a CSP the web app passes (Mantine writes its CSS variables in a <style> tag, hence inline
 * styles are allowed; scripts only from our origin). CORS is closed unless CORS_ORIGINS names origins.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.isProduction,
    });
    await app.register(cors, {
      origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
      credentials: false,
    });
  },
  { name: 'security' },
);
