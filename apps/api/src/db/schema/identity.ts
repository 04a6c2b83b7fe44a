import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, LANGUAGES, ROLES, USER_STATUSES } from '@vocakey/shared/roles';
import { careers, districts, nations, provinces, wards } from './reference.ts';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const uiLanguageEnum = pgEnum('ui_language', LANGUAGES);
export const subscriptionPlanEnum = pgEnum('subscription_plan', ['normal', 'pro']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    fullName: varchar('full_name', { length: 120 }),
    role: roleEnum('role').notNull().default('learner'),
    status: userStatusEnum('status').notNull().default('active'),
    accountType: accountTypeEnum('account_type').notNull().default('trial'),
    subscriptionPlan: subscriptionPlanEnum('subscription_plan'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    language: uiLanguageEnum('language').notNull().default('vi'),
    dateOfBirth: date('date_of_birth'),
    gender: genderEnum('gender'),
    careerId: varchar('career_id', { length: 64 }).references(() => careers.id),
    nationId: varchar('nation_id', { length: 2 }).references(() => nations.id),
    phone: varchar('phone', { length: 20 }),
    provinceId: varchar('province_id', { length: 5 }).references(() => provinces.id),
    districtId: varchar('district_id', { length: 5 }).references(() => districts.id),
    wardId: varchar('ward_id', { length: 5 }).references(() => wards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

/** A signed-in device. The access token carries the session id, so ending a row ends that token (answer 451). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
