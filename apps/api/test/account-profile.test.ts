import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../src/lib/password.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, type UpdateProfileInput } from '@vocakey/shared/account';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { openSession } from '../src/lib/sessions.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const failure = (res: { json(): unknown }) => errorEnvelopeSchema.parse(res.json());
const profileOf = (res: { json(): unknown }) => profileSchema.parse((res.json() as { data: unknown }).data);

let counter = 0;
/** A fresh account of its own (so tests do not step on each other), with a live session. */
async function newAccount(columns: Record<string, unknown> = {}) {
  const email = `profile-${++counter}-${Date.now()}@example.com`;
  const values = { email, full_name: 'Người Học', ...columns };
  const keys = Object.keys(values);
  const { rows } = await t.pool.query<{ id: string; email: string }>(
    `insert into users (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})
     returning id, email`,
    Object.values(values),
  );
  const user = rows[0]!;
  return { ...user, token: await tokenFor(user.id) };
}

const tokenFor = (userId: string, role: 'learner' | 'teacher' | 'admin' = 'learner') =>
  openSession(t.db, { userId, role, ttlDays: 7, secret: t.config.JWT_SECRET });

async function tokenForEmail(email: string) {
  const { rows } = await t.pool.query<{ id: string; role: 'learner' }>('select id, role from users where email = $1', [
    email,
  ]);
  return { userId: rows[0]!.id, token: await tokenFor(rows[0]!.id, rows[0]!.role) };
}

/** Everything stored about an account, to prove that a refused request changed nothing. */
const userRow = async (id: string) =>
  (await t.pool.query<Record<string, unknown>>('select * from users where id = $1', [id])).rows[0];

const validProfile = (): UpdateProfileInput => ({
  fullName: 'Nguyễn Minh Anh',
  dateOfBirth: '2001-09-02',
  gender: 'female',
  careerId: 'university-student',
  email: 'placeholder@example.com',
  nationId: 'VN',
  phone: '0912 345 678',
  language: 'vi',
  provinceId: '01',
  districtId: '001',
  wardId: '00001',
});

describe('without a token', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/account/Profile'],
    ['PUT', '/api/account/Profile'],
    ['DELETE', '/api/account'],
    ['PUT', '/api/account/ConfirmReadTutorialLearning'],
    ['POST', '/api/account/ChangePassword'],
    ['PUT', '/api/Account/UpdateLevelProfile'],
  ];

  it.each(routes)('%s %s answers 401 UNAUTHORIZED', async (method, url) => {
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await call(method, url, token, method === 'GET' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(failure(res)).toMatchObject({ success: false, errorMessage: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/account/Profile', () => {
  it('shows the demo learner: a paid pro plan that has not expired, and no credentials', async () => {
    const { token, userId } = await tokenForEmail('learner@vocakey.test');
    const res = await call('GET', '/api/account/Profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      id: userId,
      email: 'learner@vocakey.test',
      fullName: 'Minh Anh',
      role: 'learner',
      accountType: 'paid',
      language: 'vi',
      nationId: 'VN',
      hasPassword: true,
      providers: [],
      isReadTutorial: false,
      levelId: null,
      // full name, email, nation and language of the eight fields
      completePercentage: 50,
    });
    expect(profile.subscription).toMatchObject({ plan: 'pro', isProSubscription: true, isExpired: false });
    expect(new Date(profile.subscription!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.body).not.toMatch(/password_?hash|\$argon2/i);
  });

  it('is found whatever the case of the path', async () => {
    const { token } = await tokenForEmail('learner@vocakey.test');
    const res = await call('GET', '/api/ACCOUNT/profile/', token);
    expect(res.statusCode).toBe(200);
  });

  it('shows no subscription for a trial account, and an expired normal plan as expired', async () => {
    const trial = await tokenForEmail('trial@vocakey.test');
    expect(profileOf(await call('GET', '/api/account/Profile', trial.token)).subscription).toBeNull();

    const lapsed = await newAccount({
      account_type: 'paid',
      subscription_plan: 'normal',
      subscription_expires_at: new Date(Date.now() - 3600_000),
    });
    expect(profileOf(await call('GET', '/api/account/Profile', lapsed.token)).subscription).toMatchObject({
      plan: 'normal',
      isProSubscription: false,
      isExpired: true,
    });
  });

  it('names the linked providers and says when there is no password', async () => {
    const social = await newAccount();
    await t.pool.query(
      `insert into oauth_identities (user_id, provider, subject, email) values
         ($1, 'google', $2, $3), ($1, 'facebook', $2, $3)`,
      [social.id, `sub-${social.id}`, social.email],
    );
    const profile = profileOf(await call('GET', '/api/account/Profile', social.token));
    expect(profile.hasPassword).toBe(false);
    expect(profile.providers).toEqual(['google', 'facebook']);
  });
});

describe('PUT /api/account/Profile', () => {
  it('saves a complete profile with a Vietnamese address: completePercentage reaches 100', async () => {
    const me = await newAccount();
    const res = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email: me.email });
    expect(res.statusCode).toBe(200);
    const profile = profileOf(res);
    expect(profile).toMatchObject({
      fullName: 'Nguyễn Minh Anh',
      dateOfBirth: '2001-09-02',
      gender: 'female',
      careerId: 'university-student',
      nationId: 'VN',
      phone: '0912345678',
      language: 'vi',
      provinceId: '01',
      districtId: '001',
      wardId: '00001',
      completePercentage: 100,
    });
    expect(profileOf(await call('GET', '/api/account/Profile', me.token))).toEqual(profile);
    const { rows } = await t.pool.query('select phone, date_of_birth::text, ward_id from users where id = $1', [me.id]);
    expect(rows[0]).toEqual({ phone: '0912345678', date_of_birth: '2001-09-02', ward_id: '00001' });
  });

  it('accepts a nation without provinces and clears the address below it', async () => {
    const me = await newAccount();
    const { provinceId: _p, districtId: _d, wardId: _w, ...rest } = validProfile();
    const res = await call('PUT', '/api/account/Profile', me.token, {
      ...rest,
      email: me.email,
      nationId: 'us',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toMatchObject({
      nationId: 'US',
      provinceId: null,
      districtId: null,
      wardId: null,
      language: 'en',
      completePercentage: 100,
    });
  });

  it('answers REQUIRED for each missing required field', async () => {
    const me = await newAccount();
    const required = [
      'fullName',
      'dateOfBirth',
      'gender',
      'careerId',
      'email',
      'nationId',
      'phone',
      'language',
    ] as const;
    for (const field of required) {
      const body: Record<string, unknown> = { ...validProfile(), email: me.email };
      delete body[field];
      const res = await call('PUT', '/api/account/Profile', me.token, body);
      expect(res.statusCode, field).toBe(400);
      expect(failure(res), field).toMatchObject({ errorMessage: 'VALIDATION_FAILED', errors: { [field]: 'REQUIRED' } });

      const blank = await call('PUT', '/api/account/Profile', me.token, { ...body, [field]: '' });
      expect(failure(blank).errors?.[field], `${field} blank`).toBe('REQUIRED');
    }
    const empty = await call('PUT', '/api/account/Profile', me.token, {});
    expect(failure(empty).errors).toEqual(Object.fromEntries(required.map((f) => [f, 'REQUIRED'])));
  });

  it('takes Vietnamese mobile numbers only, stored as 0XXXXXXXXX', async () => {
    const me = await newAccount();
    for (const phone of ['0123', '+8412345678', '02438123456', '0912 345 67', 'abc0912345678', '0112345678']) {
      const res = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email: me.email, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(failure(res).errors, phone).toEqual({ phone: 'INVALID_PHONE' });
    }
    for (const phone of ['0912 345 678', '+84912345678', '0912.345.678', '84-912-345-678']) {
      const res = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email: me.email, phone });
      expect(res.statusCode, phone).toBe(200);
      expect(profileOf(res).phone).toBe('0912345678');
    }
  });

  it('refuses a malformed email and an impossible or badly written date', async () => {
    const me = await newAccount();
    for (const email of ['not-an-email', 'a@b', 'two@@example.com']) {
      const res = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email });
      expect(failure(res).errors, email).toEqual({ email: 'INVALID_EMAIL' });
    }
    for (const dateOfBirth of ['2001-02-31', '31/02/2001', '2001-13-01', '2099-01-01']) {
      const res = await call('PUT', '/api/account/Profile', me.token, {
        ...validProfile(),
        email: me.email,
        dateOfBirth,
      });
      expect(failure(res).errors, dateOfBirth).toEqual({ dateOfBirth: 'INVALID_DATE' });
    }
  });

  it('checks that the career, the nation and each address level exist and fit together, and saves nothing otherwise', async () => {
    const me = await newAccount();
    const before = await userRow(me.id);
    const cases: [Partial<UpdateProfileInput>, Record<string, string>][] = [
      [{ careerId: 'astronaut' }, { careerId: 'INVALID_VALUE' }],
      [{ nationId: 'ZZ', provinceId: null, districtId: null, wardId: null }, { nationId: 'INVALID_VALUE' }],
      // Phường Đồng Xuân (00040) lies in Hoàn Kiếm (002), not in Ba Đình (001).
      [{ wardId: '00040' }, { wardId: 'INVALID_VALUE' }],
      [{ wardId: '99999' }, { wardId: 'INVALID_VALUE' }],
      // Hà Giang's first district (024) is not in Hà Nội (01).
      [{ districtId: '024', wardId: null }, { districtId: 'INVALID_VALUE' }],
      [{ provinceId: '99', districtId: null, wardId: null }, { provinceId: 'INVALID_VALUE' }],
      // Provinces belong to Viet Nam only.
      [{ nationId: 'US' }, { provinceId: 'INVALID_VALUE' }],
      [{ provinceId: null }, { provinceId: 'REQUIRED' }],
      [{ districtId: null }, { districtId: 'REQUIRED' }],
    ];
    for (const [change, errors] of cases) {
      const res = await call('PUT', '/api/account/Profile', me.token, {
        ...validProfile(),
        email: me.email,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(failure(res), JSON.stringify(change)).toMatchObject({ errorMessage: 'VALIDATION_FAILED' });
      expect(failure(res).errors, JSON.stringify(change)).toMatchObject(errors);
    }
    expect(await userRow(me.id)).toEqual(before);
  });

  it('refuses every field outside the form (mass assignment) and changes nothing', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const before = await userRow(me.id);
    const otherBefore = await userRow(other.id);
    const extras: Record<string, unknown>[] = [
      { role: 'admin' },
      { status: 'active' },
      { accountType: 'paid' },
      { subscriptionPlan: 'pro' },
      { subscriptionExpiresAt: '2099-01-01T00:00:00.000Z' },
      { id: other.id },
      { userId: other.id },
      { passwordHash: 'x' },
      { levelId: 'C2' },
      { role: 'admin', subscriptionPlan: 'pro', accountType: 'paid' },
    ];
    for (const extra of extras) {
      const res = await call('PUT', '/api/account/Profile', me.token, {
        ...validProfile(),
        email: me.email,
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const body = failure(res);
      expect(body.errorMessage).toBe('VALIDATION_FAILED');
      expect(body.errors).toEqual(Object.fromEntries(Object.keys(extra).map((k) => [k, 'UNKNOWN_FIELD'])));
    }
    expect(await userRow(me.id)).toEqual(before);
    expect(await userRow(other.id)).toEqual(otherBefore);
    expect(profileOf(await call('GET', '/api/account/Profile', me.token))).toMatchObject({
      role: 'learner',
      accountType: 'trial',
      subscription: null,
    });
  });

  it('changes the email, but not to one another account uses (whatever its case)', async () => {
    const me = await newAccount();
    const before = await userRow(me.id);
    for (const email of ['teacher@vocakey.test', 'TEACHER@Vocakey.Test']) {
      const res = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email });
      expect(res.statusCode).toBe(409);
      expect(failure(res)).toMatchObject({ errorMessage: 'EMAIL_EXISTED' });
    }
    expect(await userRow(me.id)).toEqual(before);

    const own = await call('PUT', '/api/account/Profile', me.token, {
      ...validProfile(),
      email: me.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
    expect(profileOf(own).email).toBe(me.email);

    const fresh = `  New.Address-${me.id}@Example.com `;
    const moved = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email: fresh });
    expect(moved.statusCode).toBe(200);
    expect(profileOf(moved).email).toBe(fresh.trim().toLowerCase());
  });

  it('changes only the caller: another learner stays as they were', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const bBefore = await userRow(b.id);
    const res = await call('PUT', '/api/account/Profile', a.token, { ...validProfile(), email: a.email });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res).id).toBe(a.id);
    expect(await userRow(b.id)).toEqual(bBefore);
    expect(profileOf(await call('GET', '/api/account/Profile', b.token)).id).toBe(b.id);
  });
});

describe('PUT /api/Account/UpdateLevelProfile', () => {
  it('sets the level of the caller only', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const res = await call('PUT', '/api/Account/UpdateLevelProfile', me.token, { levelId: 'B1' });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res).levelId).toBe('B1');
    expect((await userRow(me.id))!.level_id).toBe('B1');
    expect((await userRow(other.id))!.level_id).toBeNull();
    const again = await call('PUT', '/api/account/updatelevelprofile', me.token, { levelId: 'C2' });
    expect(profileOf(again).levelId).toBe('C2');
  });

  it('refuses an unknown, missing or extra value', async () => {
    const me = await newAccount();
    const cases: [unknown, Record<string, string>][] = [
      [{ levelId: 'Z9' }, { levelId: 'INVALID_VALUE' }],
      [{ levelId: 'b1' }, { levelId: 'INVALID_VALUE' }],
      [{}, { levelId: 'REQUIRED' }],
      [{ levelId: 'B1', userId: me.id }, { userId: 'UNKNOWN_FIELD' }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('PUT', '/api/Account/UpdateLevelProfile', me.token, body);
      expect(res.statusCode).toBe(400);
      expect(failure(res)).toMatchObject({ errorMessage: 'VALIDATION_FAILED', errors });
    }
    expect((await userRow(me.id))!.level_id).toBeNull();
  });
});

describe('PUT /api/account/ConfirmReadTutorialLearning', () => {
  it('marks the tutorial read once; confirming again keeps the first time', async () => {
    const me = await newAccount();
    const res = await call('PUT', '/api/account/ConfirmReadTutorialLearning', me.token);
    expect(res.statusCode).toBe(200);
    expect(profileOf(res).isReadTutorial).toBe(true);
    const first = (await userRow(me.id))!.tutorial_read_at as Date;
    expect(first).toBeInstanceOf(Date);

    const again = await call('PUT', '/api/account/ConfirmReadTutorialLearning', me.token);
    expect(again.statusCode).toBe(200);
    expect(((await userRow(me.id))!.tutorial_read_at as Date).getTime()).toBe(first.getTime());
    expect(profileOf(await call('GET', '/api/account/Profile', me.token)).isReadTutorial).toBe(true);
  });
});

describe('changing the email of an account with a password', () => {
  it('needs the current password: missing or wrong is refused and changes nothing, right saves it', async () => {
    const me = await newAccount({ password_hash: await hash('Mật khẩu cũ 2024', ARGON2_OPTIONS) });
    const before = await userRow(me.id);
    const email = `moved-${me.id}@example.com`;

    const missing = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing)).toMatchObject({
      errorMessage: 'CURRENT_PASSWORD_MISMATCH',
      errors: { currentPassword: 'REQUIRED' },
    });
    const wrong = await call('PUT', '/api/account/Profile', me.token, {
      ...validProfile(),
      email,
      currentPassword: 'not the password 1',
    });
    expect(failure(wrong)).toMatchObject({
      errorMessage: 'CURRENT_PASSWORD_MISMATCH',
      errors: { currentPassword: 'INVALID' },
    });
    expect(await userRow(me.id)).toEqual(before);

    // Saving the rest of the profile with the same email asks for nothing.
    const same = await call('PUT', '/api/account/Profile', me.token, { ...validProfile(), email: me.email });
    expect(same.statusCode).toBe(200);

    const right = await call('PUT', '/api/account/Profile', me.token, {
      ...validProfile(),
      email,
      currentPassword: 'Mật khẩu cũ 2024',
    });
    expect(right.statusCode).toBe(200);
    expect(profileOf(right).email).toBe(email);
  });
});
