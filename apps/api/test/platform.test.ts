import { Writable } from 'node:stream';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { loggerOptions } from '../src/app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const PAGE_VIEW_LIMIT = 120; // per minute and IP, see features/analytics/routes.ts
const view = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/PageView', payload: { path: '/' }, remoteAddress: '10.1.2.3' });

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('publishes the routes, generated from the Zod schemas, at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/Nations',
        '/api/StaticPage/Urls/{pageUrl}',
        '/api/analytics/PageView',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        beforeReady: (app) => {
          app.get('/test-page', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
        },
      })),
  );
  afterAll(() => t.close());

  it('sends the page headers (CSP...) with HTML only, the common ones with everything, no CORS grant', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/Careers', headers: { origin: 'https://evil.example' } });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await t.app.inject({ method: 'GET', url: '/test-page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 429 TOO_MANY_REQUESTS with the envelope once the limit is used up', async () => {
    for (let i = 0; i < PAGE_VIEW_LIMIT; i++) expect((await view(t)).statusCode).toBe(204);
    const over = await view(t);
    expect(over.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(over.json()).errorMessage).toBe('TOO_MANY_REQUESTS');
  });
});

// The counters must be shared when several API processes run: two apps on one database and one Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('vocakey-rl:*');
    if (stale.length) await redis.del(...stale);
    await redis.quit();
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: redisUrl! }, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts requests to either process against one limit', async () => {
    for (let i = 0; i < PAGE_VIEW_LIMIT; i++) expect((await view(i % 2 ? a : b)).statusCode).toBe(204);
    expect((await view(a)).statusCode).toBe(429);
    expect((await view(b)).statusCode).toBe(429);
  });
});

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino(loggerOptions('info') as pino.LoggerOptions, sink);
    t = await createTestApp({ logger });
  });
  afterAll(() => t.close());

  it('carry a request id and never a token, a one-time code or a password', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health?token=abc123secret&code=987654',
      headers: { authorization: 'Bearer very.secret.jwt', 'x-request-id': 'req-from-balancer' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/PageView',
      payload: { path: 'x', password: 'Hunter2pass' },
    });
    const all = lines.join('');
    expect(all).toContain('"reqId":"req-from-balancer"');
    expect(all).not.toContain('abc123secret');
    expect(all).not.toContain('987654');
    expect(all).not.toContain('very.secret.jwt');
    expect(all).not.toContain('Hunter2pass');
  });
});
