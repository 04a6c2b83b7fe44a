import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { WEB_VITAL_NAMES } from '@vocakey/shared/analytics';
import { users } from './identity.ts';

/** Small facts the whole deployment shares: the reference-data version, seed fingerprints. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staticPages = pgTable('static_pages', {
  url: varchar('url', { length: 200 }).primaryKey(),
  titleVi: varchar('title_vi', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }).notNull(),
  contentVi: text('content_vi').notNull(),
  contentEn: text('content_en').notNull(),
  showInFooter: boolean('show_in_footer').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteImageKindEnum = pgEnum('site_image_kind', ['home_slider', 'problem', 'trial']);

export const siteImages = pgTable(
  'site_images',
  {
    id: varchar('id', { length: 80 }).primaryKey(),
    kind: siteImageKindEnum('kind').notNull(),
    imageUrl: varchar('image_url', { length: 300 }).notNull(),
    titleVi: varchar('title_vi', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    textVi: text('text_vi').notNull(),
    textEn: text('text_en').notNull(),
    link: varchar('link', { length: 300 }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('site_images_kind_idx').on(t.kind, t.sortOrder)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 500 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt), index('page_views_path_idx').on(t.path)],
);

export const webVitalNameEnum = pgEnum('web_vital_name', WEB_VITAL_NAMES);

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 500 }).notNull(),
    name: webVitalNameEnum('name').notNull(),
    value: real('value').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_path_name_idx').on(t.path, t.name, t.measuredAt)],
);
