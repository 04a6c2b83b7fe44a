import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import type { changePasswordSchema, deleteAccountSchema, updateProfileSchema } from '@vocakey/shared/account';
import type { FieldErrorCode } from '@vocakey/shared/errors';
import type { CefrLevel } from '@vocakey/shared/reference';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { ARGON2_OPTIONS } from '../../lib/password.ts';
import { endAllSessions } from '../../lib/sessions.ts';
import { presentProfile } from './presenter.ts';
import * as q from './queries.ts';

type UpdateProfile = z.output<typeof updateProfileSchema>;
type ChangePassword = z.output<typeof changePasswordSchema>;
type DeleteAccount = z.output<typeof deleteAccountSchema>;

/** Only Viet Nam's provinces, districts and wards are in the reference data. */
const NATION_WITH_PROVINCES = 'VN';

/** The account behind a live session is gone only if it was deleted a moment ago: the session has ended too. */
const sessionEnded = () => new AppError('SESSION_REVOKED');

export async function getProfile(db: DbOrTx, userId: string) {
  const [row, providers] = await Promise.all([q.findProfile(db, userId), q.listProviders(db, userId)]);
  if (!row) throw sessionEnded();
  return presentProfile(row, providers);
}

/** Every reference the form names must exist, and each address level must lie inside the one above it. */
async function checkReferences(db: DbOrTx, input: UpdateProfile) {
  const errors: Record<string, FieldErrorCode> = {};
  const [careerOk, nationOk, province, district, ward] = await Promise.all([
    q.careerExists(db, input.careerId),
    q.nationExists(db, input.nationId),
    input.provinceId ? q.findProvince(db, input.provinceId) : undefined,
    input.districtId ? q.findDistrict(db, input.districtId) : undefined,
    input.wardId ? q.findWard(db, input.wardId) : undefined,
  ]);
  if (!careerOk) errors.careerId = 'INVALID_VALUE';
  if (!nationOk) errors.nationId = 'INVALID_VALUE';
  if (input.provinceId && (input.nationId !== NATION_WITH_PROVINCES || province?.nationId !== input.nationId)) {
    errors.provinceId = 'INVALID_VALUE';
  }
  if (input.districtId && district?.provinceId !== input.provinceId) errors.districtId = 'INVALID_VALUE';
  if (input.wardId && ward?.districtId !== input.districtId) errors.wardId = 'INVALID_VALUE';
  if (Object.keys(errors).length) throw invalid(errors);
}

function isEmailUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_email_lower_key') return true;
  }
  return false;
}

/**
 * Saves the whole profile form in one transaction and answers the updated profile. Changing the email of an
 * account with a password needs that password.
 */
export async function updateProfile(db: Db, userId: string, input: UpdateProfile) {
  try {
    return await db.transaction(async (tx) => {
      const account = await q.lockCredentials(tx, userId);
      if (!account) throw sessionEnded();
      const emailChanges = input.email !== account.email.toLowerCase();
      // A new email is where the next password reset goes: a session alone must not be enough to move it.
      if (emailChanges && account.passwordHash) {
        if (!input.currentPassword) {
          throw new AppError('CURRENT_PASSWORD_MISMATCH', { fields: { currentPassword: 'REQUIRED' } });
        }
        if (!(await verify(account.passwordHash, input.currentPassword))) {
          throw new AppError('CURRENT_PASSWORD_MISMATCH', { fields: { currentPassword: 'INVALID' } });
        }
      }
      await checkReferences(tx, input);
      if (emailChanges && (await q.emailTakenByOther(tx, input.email, userId))) {
        throw new AppError('EMAIL_EXISTED');
      }
      await q.updateProfile(tx, userId, {
        fullName: input.fullName,
        dateOfBirth: input.dateOfBirth,
        gender: input.gender,
        careerId: input.careerId,
        email: input.email,
        nationId: input.nationId,
        phone: input.phone,
        language: input.language,
        provinceId: input.provinceId,
        districtId: input.districtId,
        wardId: input.wardId,
      });
      return getProfile(tx, userId);
    });
  } catch (error) {
    // Two accounts taking the same free address at the same moment: the unique index decides.
    if (isEmailUniqueViolation(error)) throw new AppError('EMAIL_EXISTED', { cause: error });
    throw error;
  }
}

export async function confirmTutorialRead(db: Db, userId: string) {
  await q.markTutorialRead(db, userId);
  return getProfile(db, userId);
}

export async function updateLevel(db: Db, userId: string, levelId: CefrLevel) {
  await q.setLevel(db, userId, levelId);
  return getProfile(db, userId);
}

/**
 * Checks the current password, stores the new one and ends every session of the account, this one included:
 * the client signs in again. An account made with Google or Facebook has no current password to give, so it
 * gets CURRENT_PASSWORD_MISMATCH too; it sets a password through "forgot password" (proof of the mailbox).
 */
export async function changePassword(db: Db, userId: string, input: ChangePassword) {
  await db.transaction(async (tx) => {
    const account = await q.lockCredentials(tx, userId);
    if (!account) throw sessionEnded();
    if (!account.passwordHash || !(await verify(account.passwordHash, input.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_MISMATCH', { fields: { currentPassword: 'INVALID' } });
    }
    await q.setPasswordHash(tx, userId, await hash(input.newPassword, ARGON2_OPTIONS));
    await endAllSessions(tx, userId);
  });
  return { signedOut: true as const };
}

/**
 * Erases the account after a confirmation: its password, or for an account without one (Google or Facebook
 * only) its email typed again. A missing or wrong confirmation is CONFIRMATION_MISMATCH naming the field.
 */
export async function deleteAccount(db: Db, userId: string, input: DeleteAccount) {
  await db.transaction(async (tx) => {
    const account = await q.lockCredentials(tx, userId);
    if (!account) throw sessionEnded();
    if (account.passwordHash) {
      if (!input.password) throw new AppError('CONFIRMATION_MISMATCH', { fields: { password: 'REQUIRED' } });
      if (!(await verify(account.passwordHash, input.password))) {
        throw new AppError('CONFIRMATION_MISMATCH', { fields: { password: 'INVALID' } });
      }
    } else {
      if (!input.email) throw new AppError('CONFIRMATION_MISMATCH', { fields: { email: 'REQUIRED' } });
      if (input.email !== account.email.toLowerCase()) {
        throw new AppError('CONFIRMATION_MISMATCH', { fields: { email: 'INVALID' } });
      }
    }
    await q.deleteMailsTo(tx, account.email);
    await q.deleteUser(tx, userId);
  });
  return { deleted: true as const };
}
