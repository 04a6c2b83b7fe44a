import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { ARGON2_OPTIONS } from '../src/lib/password.ts';
import { openSession } from '../src/lib/sessions.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let demoHash: string;
beforeAll(async () => {
  t = await createTestApp();
  demoHash = await hash(PASSWORD, ARGON2_OPTIONS);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Demo12345';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { authorization: `Bearer ${token}` },
  });

const getProfile = (token: string) => call('GET', '/api/account/Profile', token);
const changePassword = (token: string, body: unknown) => call('POST', '/api/account/ChangePassword', token, body);
const deleteAccount = (token: string, body?: unknown) => call('DELETE', '/api/account', token, body);
const failure = (res: { json(): unknown }) => errorEnvelopeSchema.parse(res.json());

const tokenFor = (userId: string) =>
  openSession(t.db, { userId, role: 'learner', ttlDays: 7, secret: t.config.JWT_SECRET });

let counter = 0;
/** A fresh learner with the password Demo12345 (or none: a Google-only account) and one live session. */
async function newAccount({ withPassword = true }: { withPassword?: boolean } = {}) {
  const email = `security-${++counter}-${Date.now()}@example.com`;
  const { rows } = await t.pool.query<{ id: string }>(
    'insert into users (email, password_hash, full_name) values ($1, $2, $3) returning id',
    [email, withPassword ? demoHash : null, 'Người Học'],
  );
  const id = rows[0]!.id;
  if (!withPassword) {
    await t.pool.query(
      `insert into oauth_identities (user_id, provider, subject, email) values ($1, 'google', $2, $3)`,
      [id, `google-${id}`, email],
    );
  }
  return { id, email, token: await tokenFor(id) };
}

const passwordHashOf = async (id: string) =>
  (await t.pool.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [id])).rows[0]
    ?.password_hash;

const countRows = async (table: string, userId: string) =>
  Number(
    (await t.pool.query<{ n: string }>(`select count(*) as n from ${table} where user_id = $1`, [userId])).rows[0]!.n,
  );

/** Data hanging off an account, so that its erasure (or its survival) can be checked. */
async function addBelongings(user: { id: string; email: string }) {
  await t.pool.query(
    `insert into notifications (user_id, title_vi, title_en, body_vi, body_en) values ($1, 'Chào', 'Hi', 'Nội dung', 'Body')`,
    [user.id],
  );
  await t.pool.query(
    `insert into password_resets (user_id, email, code_hash, token_hash, expires_at)
     values ($1, $2, 'code-hash', $3, now() + interval '15 minutes')`,
    [user.id, user.email, `token-hash-${user.id}`],
  );
  await t.pool.query(`insert into page_views (path, user_id) values ('/learn', $1)`, [user.id]);
  await t.pool.query(
    `insert into mail_outbox ("to", subject, text, html, kind) values ($1, 'Reset', 'code 123456', '<p>123456</p>', 'reset')`,
    [user.email.toUpperCase()],
  );
}

describe('POST /api/account/ChangePassword', () => {
  it('refuses a wrong current password and keeps the old one and the session', async () => {
    const me = await newAccount();
    const res = await changePassword(me.token, {
      currentPassword: 'Wrong12345',
      newPassword: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toMatchObject({
      errorMessage: 'CURRENT_PASSWORD_MISMATCH',
      errors: { currentPassword: 'INVALID' },
    });
    expect(await passwordHashOf(me.id)).toBe(demoHash);
    expect((await getProfile(me.token)).statusCode).toBe(200);
  });

  it('checks the new password: required, strong enough, confirmed, and nothing else in the body', async () => {
    const me = await newAccount();
    const cases: [unknown, Record<string, string>][] = [
      [{ newPassword: 'NewPass123', confirmPassword: 'NewPass123' }, { currentPassword: 'REQUIRED' }],
      [{ currentPassword: PASSWORD, confirmPassword: 'x' }, { newPassword: 'REQUIRED' }],
      [
        { currentPassword: PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        { newPassword: 'PASSWORD_TOO_WEAK' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: '12345678', confirmPassword: '12345678' },
        { newPassword: 'PASSWORD_TOO_WEAK' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'ab12', confirmPassword: 'ab12' },
        { newPassword: 'PASSWORD_TOO_WEAK' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass124' },
        { confirmPassword: 'PASSWORDS_DO_NOT_MATCH' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass123', userId: me.id },
        { userId: 'UNKNOWN_FIELD' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await changePassword(me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(failure(res), JSON.stringify(body)).toMatchObject({ errorMessage: 'VALIDATION_FAILED', errors });
    }
    expect(await passwordHashOf(me.id)).toBe(demoHash);
    expect((await getProfile(me.token)).statusCode).toBe(200);
  });

  it('stores an argon2id hash of the new password and ends every session, this one too (451)', async () => {
    const me = await newAccount();
    const otherDevice = await tokenFor(me.id);
    const bystander = await newAccount();
    const newPassword = 'Mật khẩu 2025';
    const res = await changePassword(me.token, {
      currentPassword: PASSWORD,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { signedOut: true } });

    for (const token of [me.token, otherDevice]) {
      const after = await getProfile(token);
      expect(after.statusCode).toBe(451);
      expect(failure(after)).toMatchObject({ errorMessage: 'SESSION_REVOKED' });
    }
    expect((await getProfile(bystander.token)).statusCode).toBe(200);

    const stored = (await passwordHashOf(me.id))!;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, newPassword)).toBe(true);
    expect(await verify(stored, newPassword.normalize('NFD'))).toBe(false);
    expect(await verify(stored, PASSWORD)).toBe(false);

    // A session opened afterwards (a new sign-in) works again.
    expect((await getProfile(await tokenFor(me.id))).statusCode).toBe(200);
  });

  it('gives an account without a password CURRENT_PASSWORD_MISMATCH and sets none', async () => {
    const me = await newAccount({ withPassword: false });
    const res = await changePassword(me.token, {
      currentPassword: 'anything1',
      newPassword: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res).errorMessage).toBe('CURRENT_PASSWORD_MISMATCH');
    expect(await passwordHashOf(me.id)).toBeNull();
    expect((await getProfile(me.token)).statusCode).toBe(200);
  });

  it('limits password guesses per session: the next one after the limit is 429', async () => {
    const me = await newAccount();
    const limit = t.config.AUTH_RATE_LIMIT_PER_MINUTE;
    const guess = { currentPassword: 'Guess12345', newPassword: 'NewPass123', confirmPassword: 'NewPass123' };
    for (let i = 0; i < limit; i++) expect((await changePassword(me.token, guess)).statusCode).toBe(400);
    const over = await changePassword(me.token, guess);
    expect(over.statusCode).toBe(429);
    expect(failure(over).errorMessage).toBe('TOO_MANY_REQUESTS');
    expect((await getProfile(me.token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a missing or wrong password, or a typed email instead of it, and deletes nothing', async () => {
    const me = await newAccount();
    await addBelongings(me);
    const cases: [unknown, string, Record<string, string> | undefined][] = [
      [{}, 'CONFIRMATION_MISMATCH', { password: 'REQUIRED' }],
      [{ password: '' }, 'CONFIRMATION_MISMATCH', { password: 'REQUIRED' }],
      [{ password: 'Wrong12345' }, 'CONFIRMATION_MISMATCH', { password: 'INVALID' }],
      [{ email: me.email }, 'CONFIRMATION_MISMATCH', { password: 'REQUIRED' }],
      [{ password: PASSWORD, userId: '00000000-0000-4000-8000-000000000000' }, 'VALIDATION_FAILED', undefined],
      [undefined, 'VALIDATION_FAILED', undefined],
    ];
    for (const [body, code, errors] of cases) {
      const res = await deleteAccount(me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(failure(res).errorMessage, JSON.stringify(body)).toBe(code);
      if (errors) expect(failure(res).errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await passwordHashOf(me.id)).toBe(demoHash);
    for (const table of ['sessions', 'notifications', 'password_resets', 'page_views']) {
      expect(await countRows(table, me.id), table).toBeGreaterThan(0);
    }
    expect((await getProfile(me.token)).statusCode).toBe(200);
  });

  it('erases the account and what hangs off it; its tokens then answer 451 and the email is free again', async () => {
    const me = await newAccount();
    const otherDevice = await tokenFor(me.id);
    const bystander = await newAccount();
    await addBelongings(me);
    await addBelongings(bystander);

    const res = await deleteAccount(me.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { deleted: true } });

    expect((await t.pool.query('select 1 from users where id = $1', [me.id])).rowCount).toBe(0);
    for (const table of ['sessions', 'notifications', 'password_resets', 'oauth_identities']) {
      expect(await countRows(table, me.id), table).toBe(0);
    }
    // Page views stay for the statistics, without the person.
    const views = await t.pool.query(`select user_id from page_views where path = '/learn' and user_id is null`);
    expect(views.rowCount).toBe(1);
    const mails = await t.pool.query(`select 1 from mail_outbox where lower("to") = $1`, [me.email]);
    expect(mails.rowCount).toBe(0);

    for (const token of [me.token, otherDevice]) {
      const after = await getProfile(token);
      expect(after.statusCode).toBe(451);
      expect(failure(after).errorMessage).toBe('SESSION_REVOKED');
    }

    // Nobody else lost anything.
    expect((await getProfile(bystander.token)).statusCode).toBe(200);
    for (const table of ['sessions', 'notifications', 'password_resets', 'page_views']) {
      expect(await countRows(table, bystander.id), table).toBeGreaterThan(0);
    }
    expect((await t.pool.query(`select 1 from mail_outbox where lower("to") = $1`, [bystander.email])).rowCount).toBe(
      1,
    );

    // The same address can make a new account.
    const again = await t.pool.query<{ id: string }>(
      'insert into users (email, password_hash) values ($1, $2) returning id',
      [me.email.toUpperCase(), demoHash],
    );
    expect(again.rows[0]!.id).not.toBe(me.id);
  });

  it('asks an account without a password to type its email exactly (case and spaces aside)', async () => {
    const me = await newAccount({ withPassword: false });
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'REQUIRED' }],
      [{ email: '' }, { email: 'REQUIRED' }],
      [{ password: 'Whatever1' }, { email: 'REQUIRED' }],
      [{ email: 'someone-else@example.com' }, { email: 'INVALID' }],
      [{ email: me.email.replace('@', '+x@') }, { email: 'INVALID' }],
    ];
    for (const [body, errors] of cases) {
      const res = await deleteAccount(me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(failure(res)).toMatchObject({ errorMessage: 'CONFIRMATION_MISMATCH', errors });
    }
    expect(await countRows('oauth_identities', me.id)).toBe(1);

    const res = await deleteAccount(me.token, { email: `  ${me.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect((await t.pool.query('select 1 from users where id = $1', [me.id])).rowCount).toBe(0);
    expect(await countRows('oauth_identities', me.id)).toBe(0);
    expect((await getProfile(me.token)).statusCode).toBe(451);
  });

  it('deletes the demo learner with its password, and only that account', async () => {
    const { rows } = await t.pool.query<{ id: string }>(`select id from users where email = 'learner@vocakey.test'`);
    const learnerId = rows[0]!.id;
    const token = await tokenFor(learnerId);
    const usersBefore = Number((await t.pool.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n);
    expect((await deleteAccount(token, { password: PASSWORD })).statusCode).toBe(200);
    const usersAfter = Number((await t.pool.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n);
    expect(usersAfter).toBe(usersBefore - 1);
    expect((await t.pool.query(`select 1 from users where email = 'trial@vocakey.test'`)).rowCount).toBe(1);
  });
});
