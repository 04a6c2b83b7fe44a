import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema, authResultSchema } from '@vocakey/shared/auth';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  PASSWORD,
  WHO_AM_I,
  addWhoAmI,
  expectError,
  expectFields,
  freshEmail,
  get,
  login,
  post,
  registerUser,
  tokenOf,
} from './stand-ins/auth-requests.ts';

let t: TestApp;
beforeAll(async () => {
  // Every call comes from an address of its own here; the per-address limits are tested in auth-limits.test.ts.
  t = await createTestApp({ beforeReady: addWhoAmI });
});
afterAll(async () => {
  await t?.close();
});

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  role: string;
  status: string;
  account_type: string;
  language: string;
  full_name: string | null;
  failed_login_count: number;
  locked_until: Date | null;
}

const userRow = async (email: string) =>
  (await t.pool.query<UserRow>('select * from users where lower(email) = lower($1)', [email])).rows[0]!;

describe('POST /api/auth/LearnerRegister', () => {
  it('creates a trial learner, signed in at once, with an argon2id hash of the password', async () => {
    const email = freshEmail('new');
    const res = await post(t, 'LearnerRegister', { email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    // email and language of the eight profile fields
    expect(authResultSchema.parse(data)).toEqual({ token: expect.any(String), completePercentage: 25 });

    const row = await userRow(email);
    expect(row).toMatchObject({ role: 'learner', status: 'active', account_type: 'trial', language: 'vi' });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(row.password_hash!, PASSWORD)).toBe(true);

    const me = await get(t, WHO_AM_I, data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: row.id, role: 'learner' });
  });

  it('keeps the full name and the chosen language, and stores the email trimmed in lower case', async () => {
    const email = freshEmail('Named');
    const res = await post(t, 'LearnerRegister', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: '  Nguyễn Văn An ',
      language: 'en',
    });
    expect(res.json().data.completePercentage).toBe(38); // 3 of 8
    const row = await userRow(email);
    expect(row).toMatchObject({ email: email.toLowerCase(), full_name: 'Nguyễn Văn An', language: 'en' });
  });

  it('accepts a password with Vietnamese diacritics, checked exactly as typed', async () => {
    const email = freshEmail('viet');
    const vietnamese = 'Mật khẩu 2024';
    tokenOf(await post(t, 'LearnerRegister', { email, password: vietnamese, confirmPassword: vietnamese }));
    tokenOf(await login(t, email, vietnamese));
    expectError(await login(t, email, 'Mat khau 2024'), 400, 'INVALID_LOGIN');
    expectError(await login(t, email, 'mật khẩu 2024'), 400, 'INVALID_LOGIN');
  });

  it('names every missing field REQUIRED', async () => {
    expectFields(await post(t, 'LearnerRegister', {}), {
      email: 'REQUIRED',
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
    });
    expectFields(await post(t, 'LearnerRegister', { email: '', password: '', confirmPassword: '' }), {
      email: 'REQUIRED',
      password: 'REQUIRED',
    });
  });

  it.each([
    ['not an email', { email: 'not-an-email' }, { email: 'INVALID_EMAIL' }],
    ['no digit', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, { password: 'PASSWORD_TOO_WEAK' }],
    ['no letter', { password: '12345678', confirmPassword: '12345678' }, { password: 'PASSWORD_TOO_WEAK' }],
    ['under 8 characters', { password: 'abc1234', confirmPassword: 'abc1234' }, { password: 'PASSWORD_TOO_WEAK' }],
    ['another confirmation', { confirmPassword: 'Secret124' }, { confirmPassword: 'PASSWORDS_DO_NOT_MATCH' }],
    ['a field of its own (role)', { role: 'admin' }, { role: 'UNKNOWN_FIELD' }],
    ['a field of its own (accountType)', { accountType: 'paid' }, { accountType: 'UNKNOWN_FIELD' }],
  ])('refuses %s', async (_name, change, fields) => {
    const res = await post(t, 'LearnerRegister', {
      email: freshEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...change,
    });
    expectFields(res, fields);
  });

  it('refuses an email already used, whatever its case (409 EMAIL_EXISTED)', async () => {
    const { email } = await registerUser(t);
    const again = await post(t, 'LearnerRegister', {
      email: email.toUpperCase(),
      password: 'Other1234',
      confirmPassword: 'Other1234',
    });
    expectError(again, 409, 'EMAIL_EXISTED');
    expectError(
      await post(t, 'LearnerRegister', {
        email: 'Learner@VocaKey.test',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
      409,
      'EMAIL_EXISTED',
    );
  });

  it('lets exactly one of several simultaneous sign-ups with one address through', async () => {
    const email = freshEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(t, 'LearnerRegister', {
          email: i % 2 ? email.toUpperCase() : email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expectError(r, 409, 'EMAIL_EXISTED');
    const { rows } = await t.pool.query('select 1 from users where lower(email) = $1', [email]);
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/LearnerLogin', () => {
  it('signs a seeded account in, whatever the case of the email, with its completion', async () => {
    const res = await login(t, 'LEARNER@vocakey.test', DEMO_PASSWORD);
    const token = tokenOf(res);
    // full name, email, nation and language of the eight profile fields
    expect(res.json().data.completePercentage).toBe(50);
    const me = await get(t, WHO_AM_I, token);
    expect(me.json().data.role).toBe('learner');
  });

  it('opens a new session each time, named after the device', async () => {
    const { email } = await registerUser(t);
    const a = tokenOf(await login(t, email, PASSWORD, { headers: { 'user-agent': 'Phone browser' } }));
    const b = tokenOf(await login(t, email, PASSWORD));
    expect(a).not.toBe(b);
    const { rows } = await t.pool.query(
      `select user_agent from sessions s join users u on u.id = s.user_id where u.email = $1 and revoked_at is null`,
      [email],
    );
    expect(rows).toHaveLength(3); // sign-up and two sign-ins
    expect(rows.map((r) => r.user_agent)).toContain('Phone browser');
  });

  it('answers an unknown email exactly like a wrong password (status and body)', async () => {
    const { email } = await registerUser(t);
    const wrongPassword = await login(t, email, 'Wrong1234');
    const unknownEmail = await login(t, freshEmail('nobody'), 'Wrong1234');
    expectError(wrongPassword, 400, 'INVALID_LOGIN');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const { email } = await registerUser(t);
    const time = async (address: string) => {
      const started = performance.now();
      await login(t, address, 'Wrong1234');
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(freshEmail('ghost')));
    }
    // Without the dummy hash an unknown email would answer in a fraction of the argon2 time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });

  it('refuses an account that has no password (Google or Facebook only) with the same answer', async () => {
    const email = freshEmail('social');
    await t.pool.query(`insert into users (email, full_name) values ($1, 'Social Only')`, [email]);
    const social = await login(t, email, PASSWORD);
    const unknown = await login(t, freshEmail('nobody'), PASSWORD);
    expectError(social, 400, 'INVALID_LOGIN');
    expect(social.body).toBe(unknown.body);
  });

  it('validates its input', async () => {
    expectFields(await post(t, 'LearnerLogin', {}), { email: 'REQUIRED', password: 'REQUIRED' });
    expectFields(await post(t, 'LearnerLogin', { email: 'x@', password: 'a' }), { email: 'INVALID_EMAIL' });
    expectFields(await post(t, 'LearnerLogin', { email: 'a@b.vn', password: 'a', remember: true }), {
      remember: 'UNKNOWN_FIELD',
    });
  });
});

describe('lockout after 10 failed sign-ins in a row', () => {
  const fail = (email: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => login(t, email, 'Wrong1234')));

  it('locks the account for 10 minutes (429 ACCOUNT_LOCKED, even with the right password), then lets it in', async () => {
    const { email } = await registerUser(t);
    for (const res of await fail(email, 9)) expectError(res, 400, 'INVALID_LOGIN');
    expect((await userRow(email)).failed_login_count).toBe(9);

    expectError(await login(t, email, 'Wrong1234'), 429, 'ACCOUNT_LOCKED');
    const locked = await userRow(email);
    expect(locked.failed_login_count).toBe(10);
    const minutes = (locked.locked_until!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10.1);

    expectError(await login(t, email, PASSWORD), 429, 'ACCOUNT_LOCKED');
    expectError(await login(t, email, 'Wrong1234'), 429, 'ACCOUNT_LOCKED');

    // Ten minutes later
    await t.pool.query(`update users set locked_until = now() - interval '1 second' where email = $1`, [email]);
    tokenOf(await login(t, email, PASSWORD));
    expect(await userRow(email)).toMatchObject({ failed_login_count: 0, locked_until: null });
  });

  it('starts counting afresh after a lock has run out (one mistake does not lock again)', async () => {
    const { email } = await registerUser(t);
    await t.pool.query(
      `update users set failed_login_count = 10, locked_until = now() - interval '1 second' where email = $1`,
      [email],
    );
    expectError(await login(t, email, 'Wrong1234'), 400, 'INVALID_LOGIN');
    expect(await userRow(email)).toMatchObject({ failed_login_count: 1, locked_until: null });
  });

  it('counts only failures in a row: a success resets the count', async () => {
    const { email } = await registerUser(t);
    await fail(email, 8);
    tokenOf(await login(t, email, PASSWORD));
    expect((await userRow(email)).failed_login_count).toBe(0);
    for (const res of await fail(email, 9)) expectError(res, 400, 'INVALID_LOGIN');
    tokenOf(await login(t, email, PASSWORD));
  });

  it('counts simultaneous failures too', async () => {
    const { email } = await registerUser(t);
    const results = await fail(email, 12);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect((await userRow(email)).locked_until).not.toBeNull();
  });
});

describe('deactivated accounts', () => {
  it('cannot sign in (403 USER_DEACTIVED) and their tokens end (451 USER_DEACTIVED)', async () => {
    const { email, token } = await registerUser(t);
    expect((await get(t, WHO_AM_I, token)).statusCode).toBe(200);
    await t.pool.query(`update users set status = 'deactivated' where email = $1`, [email]);

    expectError(await get(t, WHO_AM_I, token), 451, 'USER_DEACTIVED');
    expectError(await login(t, email, PASSWORD), 403, 'USER_DEACTIVED');
    // Only the right password learns that the account is deactivated.
    expectError(await login(t, email, 'Wrong1234'), 400, 'INVALID_LOGIN');
  });
});

describe('POST /api/auth/Logout', () => {
  it('ends this session only: its token then gets 451 SESSION_REVOKED, others keep working', async () => {
    const { email, token } = await registerUser(t);
    const other = tokenOf(await login(t, email, PASSWORD));

    const res = await post(t, 'Logout', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });

    expectError(await get(t, WHO_AM_I, token), 451, 'SESSION_REVOKED');
    expectError(await post(t, 'Logout', undefined, { token }), 451, 'SESSION_REVOKED');
    expect((await get(t, WHO_AM_I, other)).statusCode).toBe(200);
  });

  it('needs a token (401 UNAUTHORIZED)', async () => {
    expectError(await post(t, 'Logout'), 401, 'UNAUTHORIZED');
    expectError(await post(t, 'Logout', undefined, { token: 'not.a.token' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/auth/Config', () => {
  it('says no provider is configured when none is', async () => {
    const res = await get(t, '/api/auth/Config');
    expect(res.statusCode).toBe(200);
    expect(authConfigSchema.parse(res.json().data)).toEqual({
      googleClientId: null,
      facebookAppId: null,
      recaptchaSiteKey: null,
    });
  });

  it('answers 404 NOT_FOUND for Google and Facebook sign-in when they are not configured', async () => {
    expectError(await post(t, 'GoogleLogin', { idToken: 'x.y.z' }), 404, 'NOT_FOUND');
    expectError(await post(t, 'FacebookLogin', { accessToken: 'abc' }), 404, 'NOT_FOUND');
  });
});
