import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { runSeed } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { startSmtpStandIn } from './stand-ins/smtp.ts';
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

// No SMTP_URL: mails go to the development outbox, which admins read here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OUTBOX = '/api/admin/MailOutbox';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

const adminToken = async () => tokenOf(await login(t, 'admin@vocakey.test', DEMO_PASSWORD));

/** The outbox as an admin sees it, once it holds a mail to `to` (mails go out just after the answer). */
async function outboxWith(token: string, to: string): Promise<{ data: OutboxMail[]; total: number }> {
  for (let i = 0; i < 100; i++) {
    const res = await get(t, OUTBOX, token);
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { data: OutboxMail[]; total: number };
    if (page.data.some((m) => m.to === to)) return page;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

describe('GET /api/admin/MailOutbox', () => {
  it('lists the reset mails of the development outbox for an admin, newest first', async () => {
    const token = await adminToken();
    const { email: first } = await registerUser(t);
    const { email: second } = await registerUser(t, freshEmail('second'), { language: 'en' });
    await post(t, 'ForgotPassword', { email: first });
    await outboxWith(token, first);
    await post(t, 'ForgotPassword', { email: second });
    const page = await outboxWith(token, second);

    expect(page.total).toBeGreaterThanOrEqual(2);
    const [newest, previous] = page.data;
    expect(newest).toMatchObject({
      to: second,
      kind: 'password-reset',
      subject: 'Reset your Vocakey password',
      sentAt: null,
    });
    expect(newest!.text).toMatch(/Your code: \d{6}/);
    expect(newest!.text).toContain('/reset-password?token=');
    expect(previous).toMatchObject({ to: first, kind: 'password-reset', subject: 'Đặt lại mật khẩu Vocakey' });
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(previous!.createdAt));
  });

  it('pages with page and limit', async () => {
    const token = await adminToken();
    const all = (await get(t, `${OUTBOX}?limit=100`, token)).json().data;
    const second = (await get(t, `${OUTBOX}?page=2&limit=1`, token)).json().data;
    expect(second.total).toBe(all.total);
    expect(second.data).toEqual(all.data.slice(1, 2));
    expectError(await get(t, `${OUTBOX}?limit=abc`, token), 400, 'VALIDATION_FAILED');
  });

  it('is for admins only: 401 without a token, 403 for a learner or a teacher', async () => {
    expectError(await get(t, OUTBOX), 401, 'UNAUTHORIZED');
    const { token: learner } = await registerUser(t);
    expectError(await get(t, OUTBOX, learner), 403, 'FORBIDDEN');
    const teacher = tokenOf(await login(t, 'teacher@vocakey.test', DEMO_PASSWORD));
    expectError(await get(t, OUTBOX, teacher), 403, 'FORBIDDEN');
    // the role is checked before the input
    expectError(await get(t, `${OUTBOX}?limit=abc`, learner), 403, 'FORBIDDEN');
  });

  it('refuses an admin token after logout (451 SESSION_REVOKED)', async () => {
    const token = await adminToken();
    expect((await get(t, OUTBOX, token)).statusCode).toBe(200);
    expect((await post(t, 'Logout', undefined, { token })).statusCode).toBe(200);
    expectError(await get(t, OUTBOX, token), 451, 'SESSION_REVOKED');
  });
});

describe('a mail still being sent when the app closes', () => {
  it('is delivered and recorded: closing waits for it', async () => {
    const slowSmtp = await startSmtpStandIn({ acceptDelayMs: 300 });
    try {
      const { email } = await registerUser(t);
      const second = await createTestApp({ shareDatabaseOf: t, env: { SMTP_URL: slowSmtp.url } });
      expect((await post(second, 'ForgotPassword', { email })).statusCode).toBe(200);
      await second.close();
      expect(slowSmtp.mails.map((m) => m.to)).toEqual([[email]]);
      const { rows } = await t.pool.query(`select kind, sent_at from mail_outbox where "to" = $1`, [email]);
      expect(rows).toEqual([{ kind: 'password-reset', sent_at: expect.any(Date) }]);
    } finally {
      await slowSmtp.close();
    }
  });
});

describe('the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  const role = async (email: string) =>
    (await t.pool.query('select role, password_hash from users where lower(email) = lower($1)', [email])).rows;

  it('is created with that password, once, however often the seed runs', async () => {
    const email = freshEmail('Boss');
    const password = 'First-admin 2024';
    await runSeed(t.db, { demoAccounts: false, admin: { email: email.toUpperCase(), password } });
    await runSeed(t.db, { demoAccounts: false, admin: { email, password } });
    const rows = await role(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
    expect(await verify(rows[0].password_hash, password)).toBe(true);

    const token = tokenOf(await login(t, email, password));
    expect((await get(t, OUTBOX, token)).statusCode).toBe(200);
  });

  it('promotes an existing account, which keeps its own password', async () => {
    const { email } = await registerUser(t);
    await runSeed(t.db, { demoAccounts: false, admin: { email, password: 'Ignored-for-existing 1' } });
    const rows = await role(email);
    expect(rows[0].role).toBe('admin');
    expect(await verify(rows[0].password_hash, PASSWORD)).toBe(true);
    const token = tokenOf(await login(t, email, PASSWORD));
    expect((await get(t, OUTBOX, token)).statusCode).toBe(200);
  });

  it('is left alone when not configured', async () => {
    const before = (await t.pool.query(`select count(*)::int as n from users where role = 'admin'`)).rows[0].n;
    await runSeed(t.db, { demoAccounts: false });
    expect((await t.pool.query(`select count(*)::int as n from users where role = 'admin'`)).rows[0].n).toBe(before);
  });
});
