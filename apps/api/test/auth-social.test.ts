import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  FACEBOOK_TEST_APP_ID,
  FACEBOOK_TEST_APP_SECRET,
  startFacebookStandIn,
  type FacebookStandIn,
} from './stand-ins/facebook.ts';
import { GOOGLE_TEST_CLIENT_ID, startGoogleStandIn, type GoogleStandIn } from './stand-ins/google.ts';

let t: TestApp;
let google: GoogleStandIn;
let facebook: FacebookStandIn;

beforeAll(async () => {
  google = await startGoogleStandIn();
  facebook = await startFacebookStandIn();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID: FACEBOOK_TEST_APP_ID,
      FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP_SECRET,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    },
    beforeReady: addWhoAmI,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await facebook?.close();
});

let nextSubject = 1;
const subject = () => `1${Date.now()}${nextSubject++}`;

/** The account id a token belongs to. */
async function accountOf(token: string): Promise<string> {
  const me = await get(t, WHO_AM_I, token);
  expect(me.statusCode).toBe(200);
  return me.json().data.id;
}

const userByEmail = async (email: string) =>
  (await t.pool.query('select * from users where lower(email) = lower($1)', [email])).rows[0];

const identitiesOf = async (userId: string) =>
  (
    await t.pool.query('select provider, subject, email from oauth_identities where user_id = $1 order by provider', [
      userId,
    ])
  ).rows;

const googleLogin = (idToken: string, extra: Record<string, unknown> = {}) =>
  post(t, 'GoogleLogin', { idToken, ...extra });
const facebookLogin = (accessToken: string, extra: Record<string, unknown> = {}) =>
  post(t, 'FacebookLogin', { accessToken, ...extra });

describe('GET /api/auth/Config with the providers configured', () => {
  it('names the Google client id and the Facebook app id for the buttons', async () => {
    expect((await get(t, '/api/auth/Config')).json().data).toEqual({
      googleClientId: GOOGLE_TEST_CLIENT_ID,
      facebookAppId: FACEBOOK_TEST_APP_ID,
      recaptchaSiteKey: null,
    });
  });
});

describe('POST /api/auth/GoogleLogin', () => {
  it('signs up on first use: a trial learner without a password, named as on Google', async () => {
    const sub = subject();
    const email = freshEmail('google');
    const res = await googleLogin(await google.idToken({ sub, email, name: 'Lê Văn Cường' }), { language: 'en' });
    const token = tokenOf(res);
    expect(res.json().data.completePercentage).toBe(38); // full name, email, language
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      role: 'learner',
      account_type: 'trial',
      status: 'active',
      password_hash: null,
      full_name: 'Lê Văn Cường',
      language: 'en',
    });
    expect(await accountOf(token)).toBe(user.id);
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google', subject: sub, email }]);
  });

  it('signs the same account in again, found by Google subject even if the email changed', async () => {
    const sub = subject();
    const email = freshEmail('again');
    const first = await accountOf(tokenOf(await googleLogin(await google.idToken({ sub, email }))));
    const second = await accountOf(tokenOf(await googleLogin(await google.idToken({ sub, email }))));
    expect(second).toBe(first);
    const renamed = await googleLogin(await google.idToken({ sub, email: freshEmail('renamed') }));
    expect(await accountOf(tokenOf(renamed))).toBe(first);
    const { rows } = await t.pool.query('select count(*)::int as n from users where id = $1 or email = $2', [
      first,
      email,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('links to an existing password account only when Google has verified the email', async () => {
    const { email } = await registerUser(t);
    const userId = (await userByEmail(email)).id;
    const sub = subject();

    const unverified = await googleLogin(
      await google.idToken({ sub, email: email.toUpperCase(), email_verified: false }),
    );
    expectError(unverified, 409, 'EMAIL_EXISTED');
    expect(await identitiesOf(userId)).toEqual([]);

    const verified = await googleLogin(await google.idToken({ sub, email: email.toUpperCase() }));
    expect(await accountOf(tokenOf(verified))).toBe(userId);
    expect(await identitiesOf(userId)).toEqual([{ provider: 'google', subject: sub, email }]);
    // the password still works, and the full name was not touched
    tokenOf(await login(t, email, PASSWORD));
  });

  it('refuses an unverified email that no account has (nobody claims an address they have not proved)', async () => {
    const email = freshEmail('unproved');
    expectError(await googleLogin(await google.idToken({ email, email_verified: false })), 400, 'INVALID_LOGIN');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it.each([
    ['for another app (audience)', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['from another issuer', { iss: 'https://accounts.evil.example' }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 }],
    ['without an email', { email: undefined }],
  ])('refuses a token %s (400 INVALID_LOGIN)', async (_name, claims) => {
    const email = freshEmail('refused');
    expectError(await googleLogin(await google.idToken({ email, ...claims })), 400, 'INVALID_LOGIN');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a token signed with another key, and one that is not a token (400 INVALID_LOGIN)', async () => {
    const email = freshEmail('forged');
    expectError(await googleLogin(await google.forgedIdToken({ email })), 400, 'INVALID_LOGIN');
    expectError(await googleLogin('not-a-jwt'), 400, 'INVALID_LOGIN');
    const [header, payload] = (await google.idToken({ email })).split('.');
    expectError(await googleLogin(`${header}.${payload}.`), 400, 'INVALID_LOGIN');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('keeps Google keys cached rather than fetching them for every sign-in', async () => {
    const before = google.fetches();
    for (let i = 0; i < 3; i++) tokenOf(await googleLogin(await google.idToken({ email: freshEmail('cache') })));
    expect(google.fetches() - before).toBe(0);
  });

  it('lets exactly one account be made by simultaneous first sign-ins of one Google user', async () => {
    const sub = subject();
    const email = freshEmail('race');
    const idToken = await google.idToken({ sub, email });
    const results = await Promise.all(Array.from({ length: 4 }, () => googleLogin(idToken)));
    const ids = await Promise.all(results.map((r) => accountOf(tokenOf(r))));
    expect(new Set(ids).size).toBe(1);
    expect(await identitiesOf(ids[0]!)).toHaveLength(1);
  });

  it('refuses a deactivated account (403 USER_DEACTIVED)', async () => {
    const sub = subject();
    const email = freshEmail('deactivated');
    tokenOf(await googleLogin(await google.idToken({ sub, email })));
    await t.pool.query(`update users set status = 'deactivated' where email = $1`, [email]);
    expectError(await googleLogin(await google.idToken({ sub, email })), 403, 'USER_DEACTIVED');
  });

  it('validates its input', async () => {
    expectFields(await post(t, 'GoogleLogin', {}), { idToken: 'REQUIRED' });
    expectFields(await post(t, 'GoogleLogin', { idToken: 'x', language: 'fr' }), { language: 'INVALID_VALUE' });
  });
});

describe('POST /api/auth/FacebookLogin', () => {
  it('signs up with the email Facebook gives, then signs the same account in', async () => {
    const id = subject();
    const email = freshEmail('facebook');
    facebook.addToken('fb-with-email', { id, name: 'Phạm Thu Hà', email });
    const token = tokenOf(await facebookLogin('fb-with-email'));
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      role: 'learner',
      account_type: 'trial',
      password_hash: null,
      full_name: 'Phạm Thu Hà',
    });
    expect(await accountOf(token)).toBe(user.id);
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'facebook', subject: id, email }]);

    facebook.addToken('fb-with-email-later', { id, name: 'Phạm Thu Hà', email });
    expect(await accountOf(tokenOf(await facebookLogin('fb-with-email-later')))).toBe(user.id);
  });

  it('asks for an email when Facebook has none (FACEBOOK_EMAIL_REQUIRED), then signs up with the one typed', async () => {
    const id = subject();
    facebook.addToken('fb-no-email', { id, name: 'Không Email' });
    expectError(await facebookLogin('fb-no-email'), 400, 'FACEBOOK_EMAIL_REQUIRED');

    const email = freshEmail('typed');
    const token = tokenOf(await facebookLogin('fb-no-email', { email: email.toUpperCase(), language: 'en' }));
    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, full_name: 'Không Email', language: 'en' });
    expect(await accountOf(token)).toBe(user.id);
    // the identity does not claim that Facebook vouched for the typed address
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'facebook', subject: id, email: null }]);

    // from now on the identity is known: no email needed
    expect(await accountOf(tokenOf(await facebookLogin('fb-no-email')))).toBe(user.id);
  });

  it('refuses an email that another account uses (409 EMAIL_EXISTED), typed or from Facebook', async () => {
    const { email } = await registerUser(t);
    facebook.addToken('fb-typed-taken', { id: subject() });
    expectError(await facebookLogin('fb-typed-taken', { email }), 409, 'EMAIL_EXISTED');
    facebook.addToken('fb-own-taken', { id: subject(), email: email.toUpperCase() });
    expectError(await facebookLogin('fb-own-taken'), 409, 'EMAIL_EXISTED');
    expect(await identitiesOf((await userByEmail(email)).id)).toEqual([]);
  });

  it('refuses an invalid token, or one made for another app (400 FACEBOOK_USER_NOT_FOUND)', async () => {
    expectError(await facebookLogin('no-such-token'), 400, 'FACEBOOK_USER_NOT_FOUND');
    facebook.addToken('fb-other-app', { id: subject(), email: freshEmail('other') }, '999999');
    expectError(await facebookLogin('fb-other-app'), 400, 'FACEBOOK_USER_NOT_FOUND');
  });

  it('refuses a deactivated account (403 USER_DEACTIVED)', async () => {
    const email = freshEmail('fb-deactivated');
    facebook.addToken('fb-deactivated', { id: subject(), email });
    tokenOf(await facebookLogin('fb-deactivated'));
    await t.pool.query(`update users set status = 'deactivated' where email = $1`, [email]);
    expectError(await facebookLogin('fb-deactivated'), 403, 'USER_DEACTIVED');
  });

  it('validates its input', async () => {
    expectFields(await post(t, 'FacebookLogin', {}), { accessToken: 'REQUIRED' });
    expectFields(await facebookLogin('x', { email: 'not-an-email' }), { email: 'INVALID_EMAIL' });
    expectFields(await facebookLogin('x', { userId: '1' }), { userId: 'UNKNOWN_FIELD' });
  });
});

describe('providers that cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startGoogleStandIn();
    await gone.close();
    const graph = await startFacebookStandIn();
    await graph.close();
    down = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: gone.jwksUrl,
        FACEBOOK_APP_ID: FACEBOOK_TEST_APP_ID,
        FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP_SECRET,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
      },
    });
  });
  afterAll(() => down?.close());

  it('answer 503 SERVICE_UNAVAILABLE, not a wrong-credentials error', async () => {
    expectError(
      await post(down, 'GoogleLogin', { idToken: await google.idToken({ email: freshEmail() }) }),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expectError(await post(down, 'FacebookLogin', { accessToken: 'anything' }), 503, 'SERVICE_UNAVAILABLE');
  });
});
