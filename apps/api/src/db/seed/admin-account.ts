import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { ARGON2_OPTIONS } from '../../lib/password.ts';

export interface AdminAccount {
  email: string;
  password: string;
}

/**
 * The first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, also in production). A missing account is created with
 * that password; an existing one is promoted to admin and keeps its own password, so a password the admin has
 * since changed is not reset at every start. Idempotent.
 */
export async function seedAdminAccount(db: Db, admin: AdminAccount): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await db
      .update(users)
      .set({ role: 'admin', updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  const passwordHash = await hash(admin.password, ARGON2_OPTIONS);
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash, role: 'admin', fullName: 'Administrator' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process created it in between: promote whatever is there.
  if (!inserted.length) return seedAdminAccount(db, admin);
  return 'created';
}
