import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { completePercentage } from '@vocakey/shared/account';
import type { AuthConfig, AuthResult, loginSchema, registerSchema } from '@vocakey/shared/auth';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ARGON2_OPTIONS } from '../../lib/password.ts';
import { endSession, openSession } from '../../lib/sessions.ts';
import * as q from './queries.ts';
import { verifyRecaptcha } from './recaptcha.ts';

/** What every auth use case works with; `log` is the request's logger. */
export interface AuthContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Who is calling: the address reCAPTCHA is checked against, and the device the session is named after. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 10;

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, computed once. A sign-in for an unknown email (or an account without
 * a password) is checked against it, so it takes as long as a wrong password and answers the same.
 */
export const dummyPasswordHash = () =>
  (dummyHash ??= hash(crypto.randomBytes(24).toString('base64url'), ARGON2_OPTIONS));

export const deactivated = () => new AppError('USER_DEACTIVED', { status: 403 });

/** Opens a session for the account and answers what every sign-in answers. */
export async function issueSession(
  db: DbOrTx,
  ctx: AuthContext,
  account: q.Account,
  client: ClientInfo,
): Promise<AuthResult> {
  const token = await openSession(db, {
    userId: account.id,
    role: account.role,
    ttlDays: ctx.config.SESSION_TTL_DAYS,
    secret: ctx.config.JWT_SECRET,
    userAgent: client.userAgent,
  });
  return { token, completePercentage: completePercentage(account) };
}

/** Email sign-up: a trial learner, signed in at once. */
export async function register(
  ctx: AuthContext,
  input: z.output<typeof registerSchema>,
  client: ClientInfo,
): Promise<AuthResult> {
  await verifyRecaptcha(ctx.config, ctx.log, input.recaptchaToken, client.ip);
  if (await q.findAccountByEmail(ctx.db, input.email)) throw new AppError('EMAIL_EXISTED');
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await q.insertAccount(tx, {
        email: input.email,
        passwordHash,
        fullName: input.fullName ?? null,
        language: input.language ?? 'vi',
      });
      return issueSession(tx, ctx, account, client);
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index lets one through.
    if (q.isUniqueViolation(err, 'users_email_lower_key')) throw new AppError('EMAIL_EXISTED');
    throw err;
  }
}

/**
 * Email sign-in. Unknown email, no password (Google/Facebook account) and wrong password all answer INVALID_LOGIN
 * after the same argon2 work. Ten failures in a row lock the account for ten minutes (ACCOUNT_LOCKED, even with
 * the right password); a success clears the count. A deactivated account is told so only with the right password.
 */
export async function login(
  ctx: AuthContext,
  input: z.output<typeof loginSchema>,
  client: ClientInfo,
): Promise<AuthResult> {
  await verifyRecaptcha(ctx.config, ctx.log, input.recaptchaToken, client.ip);
  const account = await q.findAccountByEmail(ctx.db, input.email);
  if (account?.lockedUntil && account.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
  const stored = account?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verify(stored, input.password).catch(() => false);
  if (!account?.passwordHash || !matches) {
    if (account) {
      const after = await q.recordFailedLogin(ctx.db, account.id, MAX_FAILED_LOGINS, LOCK_MINUTES);
      if (after?.lockedUntil && after.lockedUntil.getTime() > Date.now()) {
        ctx.log.info({ userId: account.id }, 'account locked after repeated failed sign-ins');
        throw new AppError('ACCOUNT_LOCKED');
      }
    }
    throw new AppError('INVALID_LOGIN');
  }
  if (account.status === 'deactivated') throw deactivated();
  if (account.failedLoginCount || account.lockedUntil) await q.clearFailedLogins(ctx.db, account.id);
  return issueSession(ctx.db, ctx, account, client);
}

export const logout = (ctx: AuthContext, sessionId: string) => endSession(ctx.db, sessionId);

/** Which sign-in buttons the web app shows: a provider appears only when it is configured. */
export const authConfig = (config: Config): AuthConfig => ({
  googleClientId: config.GOOGLE_CLIENT_ID ?? null,
  facebookAppId: (config.FACEBOOK_APP_SECRET && config.FACEBOOK_APP_ID) || null,
  recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
});
