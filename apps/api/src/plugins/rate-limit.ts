import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Rate limits, opted into per route (`config: { rateLimit: ... }` or `preHandler: app.rateLimit()`).
 * Counters live in Redis when REDIS_URL is set, so several API processes share them; in memory otherwise.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    if (redis) {
      // Counting starts only once Redis answers (commands are not queued while it connects); if it does not
      // answer within 2 s the app starts anyway and requests pass uncounted until it does (skipOnError).
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 2_000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!ready) app.log.warn('Redis not reachable at start: rate limits are not counted until it is');
    }
    await app.register(rateLimit, {
      global: false,
      max: 300,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'vocakey-rl:', skipOnError: true } : {}),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  },
  { name: 'rate-limit' },
);
