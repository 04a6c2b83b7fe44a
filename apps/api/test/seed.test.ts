import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface UserRow {
  email: string;
  password_hash: string;
  role: string;
  status: string;
  account_type: string;
  subscription_plan: string | null;
  subscription_expires_at: Date | null;
}

describe('demo accounts', () => {
  it('are the four documented accounts, active', async () => {
    const { rows } = await t.pool.query<UserRow>('select * from users order by email');
    expect(rows.map((r) => [r.email, r.role])).toEqual([
      ['admin@vocakey.test', 'admin'],
      ['learner@vocakey.test', 'learner'],
      ['teacher@vocakey.test', 'teacher'],
      ['trial@vocakey.test', 'learner'],
    ]);
    expect(rows.every((r) => r.status === 'active')).toBe(true);
  });

  it('have argon2id password hashes that verify with the demo password only', async () => {
    expect(DEMO_PASSWORD).toBe('Demo12345');
    const { rows } = await t.pool.query<UserRow>('select email, password_hash from users');
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.password_hash, 'Demo12345')).toBe(true);
    }
    expect(await verify(rows[0]!.password_hash, 'demo12345')).toBe(false);
  });

  it('give the learner a paid pro subscription and the trial account none', async () => {
    const { rows } = await t.pool.query<UserRow>(
      `select email, account_type, subscription_plan, subscription_expires_at from users
       where email in ('learner@vocakey.test', 'trial@vocakey.test') order by email`,
    );
    const [learner, trial] = rows;
    expect(learner).toMatchObject({ account_type: 'paid', subscription_plan: 'pro' });
    expect(learner!.subscription_expires_at!.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    expect(trial).toMatchObject({ account_type: 'trial', subscription_plan: null, subscription_expires_at: null });
  });
});
