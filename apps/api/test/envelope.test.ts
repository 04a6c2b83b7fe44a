import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { createTestApp, type TestApp } from './helpers.ts';

const FAKE_SQL_FAILURE =
  'insert into users (email, password_hash) values ($1, $2) - duplicate key value violates "users_email_lower_key"';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/boom', async () => {
        const err = new Error(`${FAKE_SQL_FAILURE}; select password_hash from users`);
        err.stack = `Error: ${err.message}\n    at runQuery (/srv/vocakey/apps/api/src/db/client.ts:42:7)`;
        throw err;
      });
    },
  });
  // More pages than one page of the largest limit, to see the clamp at work.
  await t.pool.query(
    `insert into static_pages (url, title_vi, title_en, content_vi, content_en, sort_order)
     select 'test-page-' || n, 'Trang ' || n, 'Page ' || n, 'Nội dung', 'Content', 1000 + n from generate_series(1, 120) n`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** The body must be exactly an error envelope with this code: nothing more, nothing less. */
function expectError(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  const parsed = errorEnvelopeSchema.strict().safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(body.errorMessage).toBe(code);
  return body as { errors?: Record<string, string> };
}

describe('success envelope', () => {
  it('wraps data as { success: true, data }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Careers' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: unknown[] }>();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('answers 304 with no body when the client already has this version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/Careers' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"ref-.+"$/);
    const second = await t.app.inject({ method: 'GET', url: '/api/Careers', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/api/Careers', headers: { 'if-none-match': '"ref-0"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });
});

describe('invalid input: 400 VALIDATION_FAILED with a code per field', () => {
  it('rejects a negative limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/StaticPage?limit=-1' });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.errors).toEqual({ limit: 'TOO_SMALL' });
  });

  it('rejects a limit that is not a number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/StaticPage?limit=abc' });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.errors).toEqual({ limit: 'INVALID_TYPE' });
  });

  it('clamps a limit above 100 instead of rejecting it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/StaticPage?page=1&limit=1000' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { data: unknown[]; total: number } }>();
    expect(data.total).toBeGreaterThan(120);
    expect(data.data).toHaveLength(100);
  });

  it('names the invalid body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/PageView', payload: { path: 'no-slash' } });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.errors).toEqual({ path: 'INVALID_FORMAT' });
  });

  it('names a missing body field as REQUIRED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/PageView', payload: {} });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.errors).toEqual({ path: 'REQUIRED' });
  });

  it('answers malformed JSON with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/PageView',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/about-us",',
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('other failures', () => {
  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: {} }), 404, 'NOT_FOUND');
  });

  it('answers an unexpected failure with a bare 500 INTERNAL_ERROR: no SQL, no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    const body = expectError(res, 500, 'INTERNAL_ERROR');
    expect(Object.keys(body).sort()).toEqual(['errorMessage', 'message', 'success']);
    const text = res.body.toLowerCase();
    expect(text).not.toContain('select');
    expect(text).not.toContain('insert');
    expect(text).not.toContain('password_hash');
    expect(text).not.toMatch(/\bat \S+ \(/);
    expect(text).not.toContain('.ts:');
  });
});
