import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import type { checkResetPasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@vocakey/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { ARGON2_OPTIONS } from '../../lib/password.ts';
import { endAllSessions } from '../../lib/sessions.ts';
import { passwordResetMail } from './mails.ts';
import * as q from './queries.ts';
import { verifyRecaptcha } from './recaptcha.ts';
import { deactivated, type AuthContext, type ClientInfo } from './service.ts';

export const RESET_VALID_MINUTES = 15;
export const MAX_WRONG_CODES = 5;
export const MAX_RESET_MAILS_PER_HOUR = 3;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** For logs: which address, without writing it down. */
const emailRef = (email: string) => sha256(`vocakey-log:${email.toLowerCase()}`).slice(0, 16);

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Forgot password: always answers the same (no account enumeration). For an active account (with a password or
 * not: a Google or Facebook account may set one this way) it makes a reset (a 6-digit code and a 256-bit link
 * token, stored as SHA-256 hashes, 15 minutes, single use), expires the earlier ones, and hands the mail to
 * `sendMail`, which sends it in the background so the answer takes as long whether or not a mail goes out.
 * At most three reset mails per address per hour.
 */
export async function forgotPassword(
  ctx: AuthContext,
  input: z.output<typeof forgotPasswordSchema>,
  client: ClientInfo,
  sendMail: (mail: Mail) => void,
): Promise<void> {
  await verifyRecaptcha(ctx.config, ctx.log, input.recaptchaToken, client.ip);
  const account = await q.findAccountByEmail(ctx.db, input.email);
  if (!account || account.status === 'deactivated') {
    ctx.log.info({ email: emailRef(input.email) }, 'password reset asked for no active account: nothing sent');
    return;
  }
  const email = account.email.toLowerCase();
  const mail = await ctx.db.transaction(async (tx) => {
    await q.lockResetsOf(tx, email);
    const recent = await q.countResetsSince(tx, email, new Date(Date.now() - 3600_000));
    if (recent >= MAX_RESET_MAILS_PER_HOUR) {
      ctx.log.info({ email: emailRef(email) }, 'password reset mail limit reached: nothing sent');
      return null;
    }
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const token = crypto.randomBytes(32).toString('base64url');
    await q.expireOpenResets(tx, account.id);
    await q.insertReset(tx, {
      userId: account.id,
      email,
      codeHash: sha256(code),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_VALID_MINUTES * 60_000),
    });
    const link = `${ctx.config.APP_URL.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    return passwordResetMail({
      to: account.email,
      language: account.language,
      fullName: account.fullName,
      code,
      link,
      validMinutes: RESET_VALID_MINUTES,
    });
  });
  if (mail) sendMail(mail);
}

type ResetIdentity = z.output<typeof checkResetPasswordSchema>;

/**
 * The open reset that the link token, or the email with its code, names (row locked), or undefined. A wrong code
 * counts against the address's open reset, which dies at the fifth.
 */
async function findReset(tx: DbOrTx, input: ResetIdentity) {
  if (input.token) return q.findOpenResetByToken(tx, sha256(input.token));
  if (!input.email || !input.code) return undefined;
  const reset = await q.findOpenResetByEmail(tx, input.email);
  if (!reset) return undefined;
  if (!sameHash(reset.codeHash, sha256(input.code))) {
    await q.recordWrongCode(tx, reset.id, MAX_WRONG_CODES);
    return undefined;
  }
  return reset;
}

/**
 * The account a (right) reset is for, or undefined when the reset can no longer apply: the account is gone, or its
 * email has changed since the mail went out (the old mailbox may not be the owner's any more). Such a reset is
 * closed. A deactivated account is refused (403 USER_DEACTIVED).
 */
async function accountOf(tx: DbOrTx, reset: NonNullable<Awaited<ReturnType<typeof findReset>>>) {
  const account = await q.findAccountById(tx, reset.userId);
  if (!account || account.email.toLowerCase() !== reset.email) {
    await q.closeReset(tx, reset.id);
    return undefined;
  }
  if (account.status === 'deactivated') throw deactivated();
  return account;
}

/**
 * Checks a code or link before the new password is asked for; changes nothing but the wrong-code count.
 * OTP_INVALID for a wrong, expired or used code or link; RESET_PASSWORD_FAIL when it no longer fits the account.
 */
export async function checkResetPassword(ctx: AuthContext, input: ResetIdentity) {
  // A wrong code must be counted even though the answer is an error: the transaction commits, then we refuse.
  const outcome = await ctx.db.transaction(async (tx) => {
    const reset = await findReset(tx, input);
    if (!reset) return 'invalid' as const;
    const account = await accountOf(tx, reset);
    if (!account) return 'failed' as const;
    return { email: account.email };
  });
  if (outcome === 'invalid') throw new AppError('OTP_INVALID');
  if (outcome === 'failed') throw new AppError('RESET_PASSWORD_FAIL');
  return { valid: true as const, email: outcome.email };
}

/**
 * Sets the new password in one transaction: the reset is used up, every session of the account ends (451 on
 * their next call), and a sign-in lock is lifted. OTP_INVALID for a wrong, expired or used code or link;
 * RESET_PASSWORD_FAIL when it no longer fits the account (gone, or another email since).
 */
export async function resetPassword(ctx: AuthContext, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const reset = await findReset(tx, input);
    if (!reset) return 'invalid' as const;
    const account = await accountOf(tx, reset);
    if (!account) return 'failed' as const;
    await q.setPassword(tx, account.id, await hash(input.newPassword, ARGON2_OPTIONS));
    await q.markResetUsed(tx, reset.id);
    await endAllSessions(tx, account.id);
    ctx.log.info({ userId: account.id }, 'password reset: every session ended');
    return 'done' as const;
  });
  if (outcome === 'invalid') throw new AppError('OTP_INVALID');
  if (outcome === 'failed') throw new AppError('RESET_PASSWORD_FAIL');
}
