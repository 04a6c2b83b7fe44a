import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { ARGON2_OPTIONS } from '../../lib/password.ts';

export const DEMO_PASSWORD = 'Demo12345';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The development accounts listed in the README. Never created in production (see config). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@vocakey.test', fullName: 'Quản trị viên', role: 'admin', accountType: 'paid', plan: 'pro' },
  { email: 'teacher@vocakey.test', fullName: 'Cô Lan', role: 'teacher', accountType: 'paid', plan: 'pro' },
  { email: 'learner@vocakey.test', fullName: 'Minh Anh', role: 'learner', accountType: 'paid', plan: 'pro' },
  { email: 'trial@vocakey.test', fullName: 'Bảo Ngọc', role: 'learner', accountType: 'trial', plan: null },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (!missing.length) return;
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  await db
    .insert(users)
    .values(
      missing.map((a) => ({
        email: a.email,
        passwordHash,
        fullName: a.fullName,
        role: a.role,
        accountType: a.accountType,
        subscriptionPlan: a.plan,
        subscriptionExpiresAt: a.plan ? new Date(Date.now() + YEAR_MS) : null,
        nationId: 'VN',
      })),
    )
    .onConflictDoNothing();
}
