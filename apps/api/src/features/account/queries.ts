import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CefrLevel } from '@vocakey/shared/reference';
import type { DbOrTx } from '../../db/client.ts';
import {
  careers,
  districts,
  mailOutbox,
  nations,
  oauthIdentities,
  provinces,
  users,
  wards,
} from '../../db/schema/index.ts';

/** Every column the profile shows, and nothing more (no hash, no lockout counters). */
const profileColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  accountType: users.accountType,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  language: users.language,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  careerId: users.careerId,
  nationId: users.nationId,
  phone: users.phone,
  provinceId: users.provinceId,
  districtId: users.districtId,
  wardId: users.wardId,
  levelId: users.levelId,
  tutorialReadAt: users.tutorialReadAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
  createdAt: users.createdAt,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

export const findProfile = async (db: DbOrTx, userId: string) =>
  (await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1))[0];

export const listProviders = async (db: DbOrTx, userId: string) =>
  (
    await db
      .selectDistinct({ provider: oauthIdentities.provider })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId))
      .orderBy(asc(oauthIdentities.provider))
  ).map((r) => r.provider);

/** The account's credentials, locked until the transaction ends (no concurrent change or delete in between). */
export const lockCredentials = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
  )[0];

/** Another account with this email, compared without regard to case (as the unique index does). */
export const emailTakenByOther = async (db: DbOrTx, email: string, userId: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
      .limit(1)
  ).length > 0;

export const careerExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: careers.id }).from(careers).where(eq(careers.id, id)).limit(1)).length > 0;

export const nationExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: nations.id }).from(nations).where(eq(nations.id, id)).limit(1)).length > 0;

export const findProvince = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ id: provinces.id, nationId: provinces.nationId })
      .from(provinces)
      .where(eq(provinces.id, id))
      .limit(1)
  )[0];

export const findDistrict = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ id: districts.id, provinceId: districts.provinceId })
      .from(districts)
      .where(eq(districts.id, id))
      .limit(1)
  )[0];

export const findWard = async (db: DbOrTx, id: string) =>
  (await db.select({ id: wards.id, districtId: wards.districtId }).from(wards).where(eq(wards.id, id)).limit(1))[0];

export interface ProfileValues {
  fullName: string;
  dateOfBirth: string;
  gender: 'male' | 'female' | 'other';
  careerId: string;
  email: string;
  nationId: string;
  phone: string;
  language: 'vi' | 'en';
  provinceId: string | null;
  districtId: string | null;
  wardId: string | null;
}

export const updateProfile = (db: DbOrTx, userId: string, values: ProfileValues) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** Idempotent: the first confirmation's time is kept. */
export const markTutorialRead = (db: DbOrTx, userId: string) =>
  db
    .update(users)
    .set({ tutorialReadAt: sql`coalesce(${users.tutorialReadAt}, now())` })
    .where(eq(users.id, userId));

export const setLevel = (db: DbOrTx, userId: string, levelId: CefrLevel) =>
  db
    .update(users)
    .set({ levelId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** A new password also clears a sign-in lockout: whoever set it knew the old one. */
export const setPasswordHash = (db: DbOrTx, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** Erases the account row; sessions, identities, resets and notifications go with it (ON DELETE CASCADE), and
 * page views keep their path but lose the user (ON DELETE SET NULL). */
export const deleteUser = (db: DbOrTx, userId: string) => db.delete(users).where(eq(users.id, userId));

/** Mails sent to the address (they hold its personal data) are erased with the account. */
export const deleteMailsTo = (db: DbOrTx, email: string) =>
  db.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));
