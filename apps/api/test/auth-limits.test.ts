import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT } from '@vocakey/shared/limits';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  RECAPTCHA_GOOD_TOKEN,
  RECAPTCHA_TEST_SECRET,
  startRecaptchaStandIn,
  type RecaptchaStandIn,
} from './stand-ins/recaptcha.ts';
import {
  PASSWORD,
  expectError,
  freshEmail,
  get,
  login,
  post,
  registerUser,
  tokenOf,
} from './stand-ins/auth-requests.ts';

const LIMIT = AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT; // 10 a minute

describe('per-address rate limits (AUTH_RATE_LIMIT_PER_MINUTE, TRUST_PROXY off)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t?.close());

  it('answers the 11th sign-in in a minute from one address with 429 TOO_MANY_REQUESTS', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < LIMIT; i++) {
      expectError(await login(t, 'someone@example.com', 'Wrong1234', { ip }), 400, 'INVALID_LOGIN');
    }
    const over = await login(t, 'someone@example.com', 'Wrong1234', { ip });
    expectError(over, 429, 'TOO_MANY_REQUESTS');
    expect(over.headers['retry-after']).toBeDefined();
    // Even the right password waits: the limit is on the address, before anything is checked.
    expectError(await login(t, 'learner@vocakey.test', 'Demo12345', { ip }), 429, 'TOO_MANY_REQUESTS');
  });

  it('counts by the socket address: a spoofed X-Forwarded-For does not reset the count', async () => {
    const ip = '203.0.113.11';
    for (let i = 0; i < LIMIT; i++) {
      await login(t, 'someone@example.com', 'Wrong1234', { ip, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    }
    const spoofed = await login(t, 'someone@example.com', 'Wrong1234', {
      ip,
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expectError(spoofed, 429, 'TOO_MANY_REQUESTS');
    // Another address is not affected.
    expectError(await login(t, 'someone@example.com', 'Wrong1234', { ip: '203.0.113.12' }), 400, 'INVALID_LOGIN');
  });

  it.each([
    ['LearnerRegister', { email: 'x' }],
    ['ForgotPassword', { email: 'x' }],
    ['CheckResetPassword', { token: 'x' }],
    ['ResetPassword', { token: 'x' }],
    ['GoogleLogin', {}],
    ['FacebookLogin', {}],
  ])('limits %s the same way', async (path, body) => {
    const ip = `203.0.113.${20 + path.length}`;
    for (let i = 0; i < LIMIT; i++) expect((await post(t, path, body, { ip })).statusCode).not.toBe(429);
    expectError(await post(t, path, body, { ip }), 429, 'TOO_MANY_REQUESTS');
  });

  it('keeps a count per route: sign-ins used up do not block a sign-up from the same address', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i <= LIMIT; i++) await login(t, 'someone@example.com', 'Wrong1234', { ip });
    expectError(await login(t, 'someone@example.com', 'Wrong1234', { ip }), 429, 'TOO_MANY_REQUESTS');
    const email = freshEmail();
    tokenOf(await post(t, 'LearnerRegister', { email, password: PASSWORD, confirmPassword: PASSWORD }, { ip }));
  });
});

describe('per-address rate limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { TRUST_PROXY: 'true' } })));
  afterAll(() => t?.close());

  it('counts by the address the proxy names', async () => {
    const ip = '192.0.2.1'; // the proxy
    const client = (n: number) => ({ ip, headers: { 'x-forwarded-for': `198.51.100.${n}` } });
    for (let i = 0; i < LIMIT; i++) await login(t, 'someone@example.com', 'Wrong1234', client(1));
    expectError(await login(t, 'someone@example.com', 'Wrong1234', client(1)), 429, 'TOO_MANY_REQUESTS');
    expectError(await login(t, 'someone@example.com', 'Wrong1234', client(2)), 400, 'INVALID_LOGIN');
  });
});

describe('reCAPTCHA (RECAPTCHA_SECRET set)', () => {
  let t: TestApp;
  let captcha: RecaptchaStandIn;
  beforeAll(async () => {
    captcha = await startRecaptchaStandIn();
    t = await createTestApp({
      env: {
        RECAPTCHA_SECRET: RECAPTCHA_TEST_SECRET,
        RECAPTCHA_SITE_KEY: 'test-site-key',
        RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await captcha?.close();
  });

  const signUp = (recaptchaToken?: string, ip?: string) =>
    post(
      t,
      'LearnerRegister',
      { email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD, recaptchaToken },
      { ip },
    );

  it('publishes the site key for the web app', async () => {
    expect((await get(t, '/api/auth/Config')).json().data.recaptchaSiteKey).toBe('test-site-key');
  });

  it('refuses a sign-up without a captcha answer or with a wrong one (400 INVALID_RECAPTCHA)', async () => {
    expectError(await signUp(), 400, 'INVALID_RECAPTCHA');
    expectError(await signUp('a-robot-guessed'), 400, 'INVALID_RECAPTCHA');
  });

  it('lets a sign-up with the right answer through, sending the secret, the answer and the client address', async () => {
    tokenOf(await signUp(RECAPTCHA_GOOD_TOKEN, '198.51.100.77'));
    const form = captcha.requests.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      secret: RECAPTCHA_TEST_SECRET,
      response: RECAPTCHA_GOOD_TOKEN,
      remoteip: '198.51.100.77',
    });
  });

  it('checks sign-in and forgot-password too', async () => {
    const { email } = await registerUser(t, freshEmail(), { recaptchaToken: RECAPTCHA_GOOD_TOKEN });
    expectError(await login(t, email, PASSWORD), 400, 'INVALID_RECAPTCHA');
    tokenOf(await post(t, 'LearnerLogin', { email, password: PASSWORD, recaptchaToken: RECAPTCHA_GOOD_TOKEN }));
    expectError(await post(t, 'ForgotPassword', { email }), 400, 'INVALID_RECAPTCHA');
    const forgot = await post(t, 'ForgotPassword', { email, recaptchaToken: RECAPTCHA_GOOD_TOKEN });
    expect(forgot.json()).toEqual({ success: true, data: null });
  });
});

describe('reCAPTCHA with its verification endpoint unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const captcha = await startRecaptchaStandIn();
    await captcha.close(); // a port where nobody listens any more
    t = await createTestApp({
      env: { RECAPTCHA_SECRET: RECAPTCHA_TEST_SECRET, RECAPTCHA_VERIFY_URL: captcha.verifyUrl },
    });
  });
  afterAll(() => t?.close());

  it('refuses (INVALID_RECAPTCHA) rather than letting the request through unchecked', async () => {
    const res = await post(t, 'LearnerRegister', {
      email: freshEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      recaptchaToken: RECAPTCHA_GOOD_TOKEN,
    });
    expectError(res, 400, 'INVALID_RECAPTCHA');
  });
});
