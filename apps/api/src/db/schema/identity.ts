import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, LANGUAGES, ROLES, USER_STATUSES } from '@vocakey/shared/roles';
import { careers, cefrLevelEnum, districts, nations, provinces, wards } from './reference.ts';

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
    levelId: cefrLevelEnum('level_id'),
    tutorialReadAt: timestamp('tutorial_read_at', { withTimezone: true }),
    /** Failed sign-ins in a row; at 10 the account is locked until lockedUntil. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
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

export const oauthProviderEnum = pgEnum('oauth_provider', ['google', 'facebook']);

/** A Google or Facebook identity linked to an account, keyed by the provider's own user id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: oauthProviderEnum('provider').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_key').on(t.provider, t.subject),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);

/** A password reset: a 6-digit code and a link token, both stored hashed; single use, 15 minutes, 5 wrong codes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_email_idx').on(t.email, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleVi: varchar('title_vi', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
    link: varchar('link', { length: 300 }),
    /** Shown once as a popup when it arrives (spec: PopupNotification). */
    isPopup: boolean('is_popup').notNull().default(false),
    popupShownAt: timestamp('popup_shown_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Every mail the app sends; without SMTP_URL this is the development outbox (listed for admins). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Set when an SMTP server accepted it; null in the development outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
