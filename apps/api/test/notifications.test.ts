import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { notificationListSchema, notificationSchema } from '@vocakey/shared/notifications';
import { notifyUser } from '../src/features/notifications/service.ts';
import { openSession } from '../src/lib/sessions.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const failure = (res: { json(): unknown }) => errorEnvelopeSchema.parse(res.json());
/** The `data` of a success envelope, checked against its schema. */
function dataOf<T extends z.ZodType>(schema: T, res: { json(): unknown }): z.infer<T> {
  const body = res.json() as { success: unknown; data: unknown };
  expect(body.success).toBe(true);
  return schema.parse(body.data);
}

const list = async (token: string, query = '') =>
  dataOf(notificationListSchema, await call('GET', `/api/notification/UserNotification${query}`, token));
const popups = async (token: string) =>
  dataOf(z.array(notificationSchema), await call('GET', '/api/notification/PopupNotification', token));

let counter = 0;
async function newLearner() {
  const email = `notified-${++counter}-${Date.now()}@example.com`;
  const { rows } = await t.pool.query<{ id: string }>('insert into users (email) values ($1) returning id', [email]);
  const id = rows[0]!.id;
  return {
    id,
    token: await openSession(t.db, { userId: id, role: 'learner', ttlDays: 7, secret: t.config.JWT_SECRET }),
  };
}

/** Inserts a notification `minutesAgo` old; returns its id. */
async function insert(
  userId: string,
  { minutesAgo = 0, isPopup = false, seen = false, title = 'Tin' }: Partial<Record<string, unknown>> = {},
) {
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into notifications (user_id, title_vi, title_en, body_vi, body_en, is_popup, seen_at, created_at)
     values ($1, $2, $3, 'Nội dung', 'Body', $4, case when $5::boolean then now() end,
             now() - make_interval(mins => $6::int))
     returning id`,
    [userId, `${String(title)} (vi)`, `${String(title)} (en)`, isPopup, seen, minutesAgo],
  );
  return rows[0]!.id;
}

const seenAtOf = async (id: string) =>
  (await t.pool.query<{ seen_at: Date | null }>('select seen_at from notifications where id = $1', [id])).rows[0]!
    .seen_at;

describe('without a token', () => {
  it.each([
    ['GET', '/api/notification/UserNotification'],
    ['GET', '/api/notification/PopupNotification'],
    ['PUT', '/api/notification/00000000-0000-4000-8000-000000000000/Seen'],
    ['PUT', '/api/notification/not-a-uuid/Seen'],
    ['PUT', '/api/notification/SeenAll'],
  ] as const)('%s %s answers 401 UNAUTHORIZED', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(failure(res)).toMatchObject({ success: false, errorMessage: 'UNAUTHORIZED' });
  });
});

describe('GET /api/notification/UserNotification', () => {
  it('pages my notifications newest first, with the total and the unseen count', async () => {
    const me = await newLearner();
    for (let i = 0; i < 25; i++) await insert(me.id, { minutesAgo: i, seen: i % 8 === 0, title: `n${i}` });

    const first = await list(me.token, '?page=1&limit=10');
    expect(first.total).toBe(25);
    expect(first.unseen).toBe(21); // n0, n8, n16, n24 are seen
    expect(first.data.map((n) => n.titleEn)).toEqual(Array.from({ length: 10 }, (_, i) => `n${i} (en)`));
    expect(first.data[0]).toMatchObject({ titleVi: 'n0 (vi)', bodyVi: 'Nội dung', link: null, isPopup: false });
    expect(first.data[0]!.seenAt).not.toBeNull();
    expect(first.data[1]!.seenAt).toBeNull();

    const last = await list(me.token, '?page=3&limit=10');
    expect(last.data.map((n) => n.titleEn)).toEqual(['n20 (en)', 'n21 (en)', 'n22 (en)', 'n23 (en)', 'n24 (en)']);
    expect((await list(me.token, '?page=4&limit=10')).data).toEqual([]);
    expect((await list(me.token)).data).toHaveLength(20); // default limit
    expect((await list(me.token, '?limit=500')).data).toHaveLength(25); // clamped to 100
  });

  it('refuses a negative or non-numeric page or limit', async () => {
    const me = await newLearner();
    for (const query of ['?limit=-1', '?limit=abc', '?page=0', '?page=x']) {
      const res = await call('GET', `/api/notification/UserNotification${query}`, me.token);
      expect(res.statusCode, query).toBe(400);
      expect(failure(res).errorMessage).toBe('VALIDATION_FAILED');
    }
  });

  it("never lists another learner's notifications", async () => {
    const a = await newLearner();
    const b = await newLearner();
    await insert(a.id, { title: 'for a' });
    await insert(b.id, { title: 'for b' });
    await insert(b.id, { title: 'for b too', isPopup: true });
    const mine = await list(a.token);
    expect(mine).toMatchObject({ total: 1, unseen: 1 });
    expect(mine.data.map((n) => n.titleEn)).toEqual(['for a (en)']);
    expect(await list((await newLearner()).token)).toEqual({ data: [], total: 0, unseen: 0 });
  });
});

describe('PUT /api/notification/:id/Seen and SeenAll', () => {
  it('marks one of mine seen, once; the unseen count follows', async () => {
    const me = await newLearner();
    const id = await insert(me.id);
    await insert(me.id, { minutesAgo: 1 });
    const res = await call('PUT', `/api/notification/${id}/Seen`, me.token);
    expect(res.statusCode).toBe(200);
    const item = dataOf(notificationSchema, res);
    expect(item.id).toBe(id);
    expect(item.seenAt).not.toBeNull();
    expect((await list(me.token)).unseen).toBe(1);

    const again = dataOf(notificationSchema, await call('PUT', `/api/notification/${id}/seen`, me.token));
    expect(again.seenAt).toBe(item.seenAt);
  });

  it("answers 404 for another learner's notification, exactly as for an unknown one, and leaves it unseen", async () => {
    const me = await newLearner();
    const other = await newLearner();
    const theirs = await insert(other.id);
    const mineRes = await call('PUT', `/api/notification/${theirs}/Seen`, me.token);
    const unknownRes = await call('PUT', '/api/notification/00000000-0000-4000-8000-000000000000/Seen', me.token);
    for (const res of [mineRes, unknownRes]) {
      expect(res.statusCode).toBe(404);
      expect(failure(res)).toMatchObject({ errorMessage: 'NOT_FOUND' });
    }
    expect(mineRes.body).toBe(unknownRes.body);
    expect(await seenAtOf(theirs)).toBeNull();
    expect((await list(other.token)).unseen).toBe(1);
  });

  it('refuses an id that is not a uuid', async () => {
    const me = await newLearner();
    const res = await call('PUT', '/api/notification/12345/Seen', me.token);
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toMatchObject({ errorMessage: 'VALIDATION_FAILED', errors: { id: 'INVALID' } });
  });

  it('marks all of mine seen and only mine', async () => {
    const me = await newLearner();
    const other = await newLearner();
    await insert(me.id);
    await insert(me.id, { minutesAgo: 1 });
    const alreadySeen = await insert(me.id, { minutesAgo: 2, seen: true });
    const before = await seenAtOf(alreadySeen);
    const theirs = await insert(other.id);

    const res = await call('PUT', '/api/notification/SeenAll', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { updated: 2 } });
    expect((await list(me.token)).unseen).toBe(0);
    expect((await seenAtOf(alreadySeen))!.getTime()).toBe(before!.getTime());
    expect(await seenAtOf(theirs)).toBeNull();

    expect((await call('PUT', '/api/notification/seenall', me.token)).json()).toEqual({
      success: true,
      data: { updated: 0 },
    });
  });
});

describe('GET /api/notification/PopupNotification', () => {
  it('answers my popups not shown yet, newest first, once; then nothing', async () => {
    const me = await newLearner();
    const other = await newLearner();
    const older = await insert(me.id, { isPopup: true, minutesAgo: 5 });
    const newer = await insert(me.id, { isPopup: true, minutesAgo: 1 });
    await insert(me.id, { title: 'not a popup' });
    const theirs = await insert(other.id, { isPopup: true });

    const first = await popups(me.token);
    expect(first.map((n) => n.id)).toEqual([newer, older]);
    expect(first.every((n) => n.isPopup)).toBe(true);
    expect(await popups(me.token)).toEqual([]);

    // Shown is not seen: they stay unseen in the list until opened.
    expect(await list(me.token)).toMatchObject({ total: 3, unseen: 3 });
    // The other learner's popup is still waiting for them.
    expect((await popups(other.token)).map((n) => n.id)).toEqual([theirs]);
  });

  it('gives each popup to one of two simultaneous requests only', async () => {
    const me = await newLearner();
    const ids = await Promise.all([1, 2, 3, 4].map((m) => insert(me.id, { isPopup: true, minutesAgo: m })));
    const [a, b] = await Promise.all([popups(me.token), popups(me.token)]);
    expect([...a, ...b].map((n) => n.id).sort()).toEqual([...ids].sort());
  });
});

describe('notifyUser', () => {
  it('sends a notification that the learner then reads through the API', async () => {
    const me = await newLearner();
    const sent = await notifyUser(t.db, me.id, {
      titleVi: 'Gói Pro đã kích hoạt',
      titleEn: 'Pro plan activated',
      bodyVi: 'Cảm ơn bạn!',
      bodyEn: 'Thank you!',
      link: '/account',
      isPopup: true,
    });
    expect(sent).toMatchObject({ titleEn: 'Pro plan activated', link: '/account', isPopup: true, seenAt: null });
    expect((await list(me.token)).data).toEqual([sent]);
    expect((await popups(me.token)).map((n) => n.id)).toEqual([sent.id]);

    const plain = await notifyUser(t.db, me.id, { titleVi: 'a', titleEn: 'a', bodyVi: 'b', bodyEn: 'b' });
    expect(plain).toMatchObject({ link: null, isPopup: false });
  });
});
