import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oauthIdentities, passwordResets, users } from '../../db/schema/index.ts';

/** Everything a sign-in needs: the secret, the state that can refuse it, and the fields of completePercentage. */
const account = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  status: users.status,
  language: users.language,
  failedLoginCount: users.failedLoginCount,
  lockedUntil: users.lockedUntil,
  fullName: users.fullName,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  careerId: users.careerId,
  nationId: users.nationId,
  phone: users.phone,
};

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** Emails are compared without regard to case (the unique index is on lower(email)). */
const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export const findAccountByEmail = async (db: DbOrTx, email: string) =>
  (await db.select(account).from(users).where(sameEmail(email)).limit(1))[0];

export const findAccountById = async (db: DbOrTx, id: string) =>
  (await db.select(account).from(users).where(eq(users.id, id)).limit(1))[0];

export const insertAccount = async (
  db: DbOrTx,
  values: { email: string; passwordHash: string | null; fullName: string | null; language: 'vi' | 'en' },
) =>
  (
    await db
      .insert(users)
      .values({ ...values, role: 'learner', accountType: 'trial' })
      .returning(account)
  )[0]!;

/**
 * Counts a failed sign-in and locks the account once `maxFailures` are reached in a row. A lock that has run out
 * starts the count afresh, so one mistake after the lock does not lock again at once. One statement: concurrent
 * failures are all counted.
 */
export const recordFailedLogin = async (db: DbOrTx, userId: string, maxFailures: number, lockMinutes: number) => {
  const expired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= now())`;
  const count = sql`(case when ${expired} then 0 else ${users.failedLoginCount} end) + 1`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${count}`,
      lockedUntil: sql`case when ${count} >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes})
        when ${expired} then null else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return row;
};

export const clearFailedLogins = (db: DbOrTx, userId: string) =>
  db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));

/** A new password also lifts a lock: the owner has just proved they read the account's mail. */
export const setPassword = (db: DbOrTx, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

export const findIdentity = async (db: DbOrTx, provider: 'google' | 'facebook', subject: string) =>
  (
    await db
      .select({ userId: oauthIdentities.userId })
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
      .limit(1)
  )[0];

export const insertIdentity = (
  db: DbOrTx,
  values: { userId: string; provider: 'google' | 'facebook'; subject: string; email: string | null },
) => db.insert(oauthIdentities).values(values);

/** Serialises reset requests for one address within the transaction, so the hourly mail limit holds under load. */
export const lockResetsOf = (db: DbOrTx, email: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-reset:${email.toLowerCase()}`}, 0))`);

export const countResetsSince = async (db: DbOrTx, email: string, since: Date) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(and(eq(passwordResets.email, email.toLowerCase()), gte(passwordResets.createdAt, since)))
  )[0]!.n;

/** Earlier resets of the account stop working when a new one is sent. */
export const expireOpenResets = (db: DbOrTx, userId: string) =>
  db
    .update(passwordResets)
    .set({ expiresAt: sql`now()` })
    .where(
      and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    );

export const insertReset = (
  db: DbOrTx,
  values: { userId: string; email: string; codeHash: string; tokenHash: string; expiresAt: Date },
) => db.insert(passwordResets).values({ ...values, email: values.email.toLowerCase() });

const openReset = {
  id: passwordResets.id,
  userId: passwordResets.userId,
  email: passwordResets.email,
  codeHash: passwordResets.codeHash,
  failedAttempts: passwordResets.failedAttempts,
};

const isOpen = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

/** The open reset a link names, locked for this transaction. */
export const findOpenResetByToken = async (db: DbOrTx, tokenHash: string) =>
  (
    await db
      .select(openReset)
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isOpen))
      .limit(1)
      .for('update')
  )[0];

/** The newest open reset of an address (there is at most one: a new one expires the others), locked. */
export const findOpenResetByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select(openReset)
      .from(passwordResets)
      .where(and(eq(passwordResets.email, email.toLowerCase()), isOpen))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1)
      .for('update')
  )[0];

/** A wrong code: counted, and the reset dies at `maxAttempts`. */
export const recordWrongCode = (db: DbOrTx, resetId: string, maxAttempts: number) =>
  db
    .update(passwordResets)
    .set({
      failedAttempts: sql`${passwordResets.failedAttempts} + 1`,
      expiresAt: sql`case when ${passwordResets.failedAttempts} + 1 >= ${maxAttempts} then now()
        else ${passwordResets.expiresAt} end`,
    })
    .where(eq(passwordResets.id, resetId));

export const closeReset = (db: DbOrTx, resetId: string) =>
  db
    .update(passwordResets)
    .set({ expiresAt: sql`now()` })
    .where(eq(passwordResets.id, resetId));

export const markResetUsed = (db: DbOrTx, resetId: string) =>
  db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResets.id, resetId));

/** A unique index refused the row (PostgreSQL 23505), possibly wrapped by drizzle; `constraint` narrows it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505') return constraint === undefined || pgError.constraint === constraint;
  }
  return false;
}
