import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, successEnvelope } from '@vocakey/shared/envelope';
import { healthSchema } from '@vocakey/shared/health';
import { createTestApp, databaseServer, startTcpProxy, type TcpProxy, type TestApp } from './helpers.ts';

/** The health probe trusts its last answer for one second. */
const PROBE_CACHE_WAIT_MS = 1_200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let proxy: TcpProxy;
let t: TestApp;
beforeAll(async () => {
  const server = databaseServer();
  proxy = await startTcpProxy(server.host, server.port);
  t = await createTestApp({ via: { host: '127.0.0.1', port: proxy.port } });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('follows the database: up, down (503), then up again without a restart', async () => {
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.headers['cache-control']).toBe('no-store');
    expect(up.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
    expect(successEnvelope(healthSchema).parse(up.json()).data.uptimeSeconds).toBeGreaterThanOrEqual(0);

    await proxy.pause();
    await sleep(PROBE_CACHE_WAIT_MS);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(errorEnvelopeSchema.strict().parse(down.json()).errorMessage).toBe('SERVICE_UNAVAILABLE');
    // A route needing the database meanwhile fails with the envelope, not a hang or a stack trace.
    const failing = await t.app.inject({ method: 'GET', url: '/api/StaticPage/Urls/about-us' });
    expect(failing.statusCode).toBe(503);
    expect(errorEnvelopeSchema.strict().parse(failing.json()).errorMessage).toBe('SERVICE_UNAVAILABLE');

    proxy.resume();
    await sleep(PROBE_CACHE_WAIT_MS);
    const again = await health();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, data: { database: 'up' } });
    const page = await t.app.inject({ method: 'GET', url: '/api/StaticPage/Urls/about-us' });
    expect(page.statusCode).toBe(200);
  });
});
