import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/lib/tokens.ts';
import { createTestApp, insertSession, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.pool.query('truncate page_views, web_vitals');
});

const send = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/PageView',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const pageViews = async () =>
  (await t.pool.query<{ path: string; user_id: string | null }>('select path, user_id from page_views order by id'))
    .rows;
const vitals = async () =>
  (
    await t.pool.query<{ path: string; name: string; value: number }>(
      'select path, name, value from web_vitals order by id',
    )
  ).rows;

async function tokenFor(email: string, options: { revoked?: boolean } = {}) {
  const session = await insertSession(t.pool, email, options);
  const token = await signAccessToken(t.config.JWT_SECRET, {
    sub: session.userId,
    sid: session.sessionId,
    role: session.role,
  });
  return { token, userId: session.userId };
}

describe('POST /api/analytics/PageView', () => {
  it('records an anonymous view without its query string', async () => {
    const res = await send({ path: '/about-us?token=secret#top' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await pageViews()).toEqual([{ path: '/about-us', user_id: null }]);
    expect(await vitals()).toEqual([]);
  });

  it('records web vitals with the view, also without query strings', async () => {
    const res = await send({
      path: '/learn',
      vitals: [
        { name: 'LCP', value: 1234.5, path: '/learn?q=xin%20chao' },
        { name: 'CLS', value: 0.05, path: '/learn' },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(await pageViews()).toEqual([{ path: '/learn', user_id: null }]);
    const rows = await vitals();
    expect(rows.map((r) => [r.path, r.name])).toEqual([
      ['/learn', 'LCP'],
      ['/learn', 'CLS'],
    ]);
    expect(rows[0]!.value).toBeCloseTo(1234.5, 1);
    expect(rows[1]!.value).toBeCloseTo(0.05, 5);
  });

  it('stores only the vitals of a vitals-only beacon', async () => {
    const res = await send({
      path: '/review',
      vitalsOnly: true,
      vitals: [{ name: 'INP', value: 80, path: '/review' }],
    });
    expect(res.statusCode).toBe(204);
    expect(await pageViews()).toEqual([]);
    expect((await vitals()).map((r) => r.name)).toEqual(['INP']);
  });

  it('rejects an unknown vital and stores nothing', async () => {
    const res = await send({ path: '/review', vitals: [{ name: 'FID', value: 80, path: '/review' }] });
    expect(res.statusCode).toBe(400);
    expect(await pageViews()).toEqual([]);
    expect(await vitals()).toEqual([]);
  });

  it('links the view to the signed-in learner', async () => {
    const { token, userId } = await tokenFor('learner@vocakey.test');
    const res = await send({ path: '/dashboard' }, token);
    expect(res.statusCode).toBe(204);
    expect(await pageViews()).toEqual([{ path: '/dashboard', user_id: userId }]);
  });

  it('counts a view with an ended session or a bad token as anonymous, and still answers 204', async () => {
    const revoked = await tokenFor('learner@vocakey.test', { revoked: true });
    expect((await send({ path: '/a' }, revoked.token)).statusCode).toBe(204);
    const forged = await signAccessToken('another-secret-0123456789-0123456789-abc', {
      sub: revoked.userId,
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'learner',
    });
    expect((await send({ path: '/b' }, forged)).statusCode).toBe(204);
    expect((await send({ path: '/c' }, 'not-a-jwt')).statusCode).toBe(204);
    expect(await pageViews()).toEqual([
      { path: '/a', user_id: null },
      { path: '/b', user_id: null },
      { path: '/c', user_id: null },
    ]);
  });
});
