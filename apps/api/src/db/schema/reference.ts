import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { CEFR_LEVELS } from '@vocakey/shared/reference';
import { pgEnum } from 'drizzle-orm/pg-core';

export const cefrLevelEnum = pgEnum('cefr_level', CEFR_LEVELS);

export const nations = pgTable('nations', {
  id: varchar('id', { length: 2 }).primaryKey(),
  nameVi: varchar('name_vi', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: varchar('id', { length: 5 }).primaryKey(),
    nationId: varchar('nation_id', { length: 2 })
      .notNull()
      .references(() => nations.id),
    name: varchar('name', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
  },
  (t) => [index('provinces_nation_idx').on(t.nationId)],
);

export const districts = pgTable(
  'districts',
  {
    id: varchar('id', { length: 5 }).primaryKey(),
    provinceId: varchar('province_id', { length: 5 })
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

export const wards = pgTable(
  'wards',
  {
    id: varchar('id', { length: 5 }).primaryKey(),
    districtId: varchar('district_id', { length: 5 })
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
  },
  (t) => [index('wards_district_idx').on(t.districtId)],
);

export const languages = pgTable('languages', {
  id: varchar('id', { length: 2 }).primaryKey(),
  nativeName: varchar('native_name', { length: 120 }).notNull(),
  nameVi: varchar('name_vi', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const careers = pgTable('careers', {
  id: varchar('id', { length: 64 }).primaryKey(),
  nameVi: varchar('name_vi', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const levels = pgTable('levels', {
  id: cefrLevelEnum('id').primaryKey(),
  nameVi: varchar('name_vi', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  descriptionVi: text('description_vi').notNull(),
  descriptionEn: text('description_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const grammars = pgTable('grammars', {
  id: varchar('id', { length: 80 }).primaryKey(),
  level: cefrLevelEnum('level').notNull(),
  nameVi: varchar('name_vi', { length: 160 }).notNull(),
  nameEn: varchar('name_en', { length: 160 }).notNull(),
  descriptionVi: text('description_vi').notNull(),
  descriptionEn: text('description_en').notNull(),
  examples: jsonb('examples').$type<{ en: string; vi: string }[]>().notNull(),
  /** Lower-case names and descriptions without diacritics, for the `content` filter. */
  searchText: text('search_text').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
