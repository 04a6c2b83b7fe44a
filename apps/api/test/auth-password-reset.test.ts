import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
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
import { parseMail, type ParsedMail } from './stand-ins/mime.ts';
import { startSmtpStandIn, type SmtpStandIn } from './stand-ins/smtp.ts';

const APP_URL = 'https://app.vocakey.test';
const NEW_PASSWORD = 'Brand9new';

let t: TestApp;
let smtp: SmtpStandIn;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL },
    beforeReady: addWhoAmI,
    logger: pino(loggerOptions('info') as pino.LoggerOptions, sink),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Reset {
  mail: ParsedMail;
  code: string;
  token: string;
}

/** Asks for a reset and reads the code and the link token from the mail that the SMTP server receives. */
async function requestReset(email: string): Promise<Reset> {
  const before = smtp.mails.length;
  const res = await post(t, 'ForgotPassword', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, data: null });
  const mail = parseMail((await smtp.waitForMail(email, { after: before })).raw);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  expect(token).toBeDefined();
  return { mail, code: code!, token: token! };
}

/** No mail to `email` arrives within a while (the mail goes out after the answer, so wait for it). */
async function expectNoMail(email: string, after: number) {
  await expect(smtp.waitForMail(email, { after, timeoutMs: 600 })).rejects.toThrow(/no mail/);
}

const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const check = (body: Record<string, unknown>) => post(t, 'CheckResetPassword', body);
const reset = (body: Record<string, unknown>, password = NEW_PASSWORD) =>
  post(t, 'ResetPassword', { ...body, newPassword: password, confirmPassword: password });

describe('the reset flow, through a real SMTP server', () => {
  it('mails a code: check it, reset, every old session ends (451), the new password signs in', async () => {
    const { email, token: signUpToken } = await registerUser(t, freshEmail('flow'), { fullName: 'Trần Thị Bình' });
    const otherDevice = tokenOf(await login(t, email));

    const { mail, code } = await requestReset(email);
    expect(mail.subject).toBe('Đặt lại mật khẩu Vocakey');
    expect(mail.from).toContain('no-reply@vocakey.vn');
    expect(mail.text).toContain('Xin chào Trần Thị Bình,');
    expect(mail.text).toContain(`Mã xác nhận của bạn: ${code}`);
    expect(mail.text).toContain('15 phút');
    expect(mail.text).toMatch(new RegExp(`${APP_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\b`));
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`${APP_URL}/reset-password?token=`);

    const checked = await check({ email: email.toUpperCase(), code });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ success: true, data: { valid: true, email } });

    const res = await reset({ email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });

    expectError(await get(t, WHO_AM_I, signUpToken), 451, 'SESSION_REVOKED');
    expectError(await get(t, WHO_AM_I, otherDevice), 451, 'SESSION_REVOKED');
    expectError(await login(t, email, PASSWORD), 400, 'INVALID_LOGIN');
    const fresh = tokenOf(await login(t, email, NEW_PASSWORD));
    expect((await get(t, WHO_AM_I, fresh)).statusCode).toBe(200);
  });

  it('works with the link token alone, once', async () => {
    const { email } = await registerUser(t);
    const { token } = await requestReset(email);
    expect((await check({ token })).json()).toEqual({ success: true, data: { valid: true, email } });
    expect((await reset({ token })).statusCode).toBe(200);
    tokenOf(await login(t, email, NEW_PASSWORD));

    expectError(await check({ token }), 400, 'OTP_INVALID');
    expectError(await reset({ token }, 'Another99'), 400, 'OTP_INVALID');
    tokenOf(await login(t, email, NEW_PASSWORD));
  });

  it('uses a code once', async () => {
    const { email } = await registerUser(t);
    const { code, token } = await requestReset(email);
    expect((await reset({ email, code })).statusCode).toBe(200);
    expectError(await check({ email, code }), 400, 'OTP_INVALID');
    expectError(await reset({ email, code }, 'Another99'), 400, 'OTP_INVALID');
    // the link of the same mail is used up with it
    expectError(await check({ token }), 400, 'OTP_INVALID');
  });

  it('stores only hashes of the code and the token, with a 15-minute expiry', async () => {
    const { email } = await registerUser(t);
    const { code, token } = await requestReset(email);
    const { rows } = await t.pool.query(
      `select code_hash, token_hash, expires_at, used_at, failed_attempts from password_resets where email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code_hash: sha256(code), token_hash: sha256(token), used_at: null });
    const minutes = (rows[0].expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('writes the mail in English for an English-speaking user', async () => {
    const { email } = await registerUser(t, freshEmail('english'), { language: 'en', fullName: 'Sam Lee' });
    const { mail, code } = await requestReset(email);
    expect(mail.subject).toBe('Reset your Vocakey password');
    expect(mail.text).toContain('Hello Sam Lee,');
    expect(mail.text).toContain(`Your code: ${code}`);
    expect(mail.text).toContain('valid for 15 minutes');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('lets a Google or Facebook account (no password) set one this way', async () => {
    const email = freshEmail('social');
    await t.pool.query(`insert into users (email, full_name) values ($1, 'Social')`, [email]);
    expectError(await login(t, email, NEW_PASSWORD), 400, 'INVALID_LOGIN');
    const { code } = await requestReset(email);
    expect((await reset({ email, code })).statusCode).toBe(200);
    tokenOf(await login(t, email, NEW_PASSWORD));
  });

  it('lifts a sign-in lock', async () => {
    const { email } = await registerUser(t);
    await t.pool.query(
      `update users set failed_login_count = 10, locked_until = now() + interval '10 minutes' where email = $1`,
      [email],
    );
    expectError(await login(t, email), 429, 'ACCOUNT_LOCKED');
    const { token } = await requestReset(email);
    expect((await reset({ token })).statusCode).toBe(200);
    tokenOf(await login(t, email, NEW_PASSWORD));
  });
});

describe('codes and links that do not work (400 OTP_INVALID)', () => {
  it('kills the reset at the fifth wrong code', async () => {
    const { email } = await registerUser(t);
    const { code, token } = await requestReset(email);
    for (let i = 1; i <= 4; i++) expectError(await check({ email, code: wrongCode(code, i) }), 400, 'OTP_INVALID');
    // four wrong codes: the right one still works
    expect((await check({ email, code })).statusCode).toBe(200);
    expectError(await reset({ email, code: wrongCode(code, 5) }), 400, 'OTP_INVALID');
    // the fifth killed it: the right code and the link are refused now
    expectError(await check({ email, code }), 400, 'OTP_INVALID');
    expectError(await reset({ email, code }), 400, 'OTP_INVALID');
    expectError(await check({ token }), 400, 'OTP_INVALID');
    tokenOf(await login(t, email));
  });

  it('refuses an expired code and link', async () => {
    const { email } = await registerUser(t);
    const { code, token } = await requestReset(email);
    await t.pool.query(`update password_resets set expires_at = now() - interval '1 second' where email = $1`, [email]);
    expectError(await check({ email, code }), 400, 'OTP_INVALID');
    expectError(await check({ token }), 400, 'OTP_INVALID');
    expectError(await reset({ email, code }), 400, 'OTP_INVALID');
    expectError(await reset({ token }), 400, 'OTP_INVALID');
  });

  it('keeps only the newest reset of an account working', async () => {
    const { email } = await registerUser(t);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expectError(await check({ token: first.token }), 400, 'OTP_INVALID');
    if (first.code !== second.code) expectError(await check({ email, code: first.code }), 400, 'OTP_INVALID');
    expect((await check({ token: second.token })).statusCode).toBe(200);
    expect((await reset({ email, code: second.code })).statusCode).toBe(200);
  });

  it('refuses a code for an address without a reset, and an unknown link', async () => {
    expectError(await check({ email: freshEmail('none'), code: '123456' }), 400, 'OTP_INVALID');
    expectError(await check({ token: crypto.randomBytes(32).toString('base64url') }), 400, 'OTP_INVALID');
    expectError(await reset({ token: crypto.randomBytes(32).toString('base64url') }), 400, 'OTP_INVALID');
  });

  it('refuses a reset whose account has changed its email since (400 RESET_PASSWORD_FAIL)', async () => {
    const { email } = await registerUser(t);
    const { token } = await requestReset(email);
    const moved = freshEmail('moved');
    await t.pool.query(`update users set email = $2 where email = $1`, [email, moved]);
    expectError(await reset({ token }), 400, 'RESET_PASSWORD_FAIL');
    // and the reset is closed
    await t.pool.query(`update users set email = $2 where email = $1`, [moved, email]);
    expectError(await check({ token }), 400, 'OTP_INVALID');
    tokenOf(await login(t, email));
  });

  it('refuses to reset a deactivated account (403 USER_DEACTIVED)', async () => {
    const { email } = await registerUser(t);
    const { token } = await requestReset(email);
    await t.pool.query(`update users set status = 'deactivated' where email = $1`, [email]);
    expectError(await check({ token }), 403, 'USER_DEACTIVED');
    expectError(await reset({ token }), 403, 'USER_DEACTIVED');
    // and sends no new mail to it
    const before = smtp.mails.length;
    expect((await post(t, 'ForgotPassword', { email })).json()).toEqual({ success: true, data: null });
    await expectNoMail(email, before);
  });
});

describe('POST /api/auth/ForgotPassword', () => {
  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { email } = await registerUser(t);
    const known = await post(t, 'ForgotPassword', { email });
    const ghost = freshEmail('ghost');
    const before = smtp.mails.length;
    const unknown = await post(t, 'ForgotPassword', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await expectNoMail(ghost, before);
  });

  it('sends at most 3 reset mails per address per hour; the 4th request answers success and sends nothing', async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 3; i++) await requestReset(email);
    const before = smtp.mails.length;
    const fourth = await post(t, 'ForgotPassword', { email: email.toUpperCase() });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ success: true, data: null });
    await expectNoMail(email, before);
    const { rows } = await t.pool.query(`select count(*)::int as n from password_resets where email = $1`, [email]);
    expect(rows[0].n).toBe(3);

    // logged at info, naming the address only by a hash
    const line = logLines.find((l) => l.includes('password reset mail limit reached'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 30, email: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(logLines.join('')).not.toContain(email);

    // an hour later it works again
    await t.pool.query(`update password_resets set created_at = now() - interval '61 minutes' where email = $1`, [
      email,
    ]);
    await requestReset(email);
  });

  it('holds the hourly limit under simultaneous requests', async () => {
    const { email } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(t, 'ForgotPassword', { email })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { rows } = await t.pool.query(`select count(*)::int as n from password_resets where email = $1`, [email]);
    expect(rows[0].n).toBe(3);
  });

  it('never logs a code, a link token or an address', async () => {
    const { email } = await registerUser(t);
    const { code, token } = await requestReset(email);
    const all = logLines.join('');
    expect(all).not.toContain(token);
    expect(all).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(all).not.toContain(email);
  });

  it('validates its input', async () => {
    expectFields(await post(t, 'ForgotPassword', {}), { email: 'REQUIRED' });
    expectFields(await post(t, 'ForgotPassword', { email: 'nope' }), { email: 'INVALID_EMAIL' });
    expectFields(await post(t, 'ForgotPassword', { email: 'a@b.vn', lang: 'vi' }), { lang: 'UNKNOWN_FIELD' });
  });
});

describe('input of CheckResetPassword and ResetPassword', () => {
  it('needs the link token, or the email with the code', async () => {
    expectFields(await check({}), { email: 'REQUIRED', code: 'REQUIRED' });
    expectFields(await check({ email: 'a@b.vn' }), { code: 'REQUIRED' });
    expectFields(await check({ email: 'a@b.vn', code: '12ab56' }), { code: 'OTP_INVALID' });
    expectFields(await check({ email: 'a@b.vn', code: '123456', extra: 1 }), { extra: 'UNKNOWN_FIELD' });
  });

  it('checks the new password like a sign-up', async () => {
    const token = crypto.randomBytes(32).toString('base64url');
    expectFields(await post(t, 'ResetPassword', { token }), {
      newPassword: 'REQUIRED',
      confirmPassword: 'REQUIRED',
    });
    expectFields(await reset({ token }, 'short1'), { newPassword: 'PASSWORD_TOO_WEAK' });
    expectFields(await post(t, 'ResetPassword', { token, newPassword: NEW_PASSWORD, confirmPassword: 'Other1234' }), {
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
    // a well-formed request with an unknown token is a code problem, not an input problem
    expectError(await reset({ token }, 'Mật khẩu 2024'), 400, 'OTP_INVALID');
  });
});

describe('an SMTP server that refuses connections', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startSmtpStandIn();
    await gone.close();
    down = await createTestApp({ env: { SMTP_URL: gone.url } });
  });
  afterAll(() => down?.close());

  it('does not change the answer: the failure is only logged', async () => {
    const email = 'learner@vocakey.test';
    const res = await post(down, 'ForgotPassword', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    const { rows } = await down.pool.query(`select count(*)::int as n from password_resets where email = $1`, [email]);
    expect(rows[0].n).toBe(1);
  });
});
