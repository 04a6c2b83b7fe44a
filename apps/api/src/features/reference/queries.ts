import { asc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { careers, districts, grammars, languages, levels, nations, provinces, wards } from '../../db/schema/index.ts';

export const listNations = (db: DbOrTx) =>
  db
    .select({ id: nations.id, nameVi: nations.nameVi, nameEn: nations.nameEn })
    .from(nations)
    .orderBy(asc(nations.sortOrder));

export const nationExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: nations.id }).from(nations).where(eq(nations.id, id))).length > 0;

export const listProvinces = (db: DbOrTx, nationId: string) =>
  db
    .select({ id: provinces.id, name: provinces.name, type: provinces.type })
    .from(provinces)
    .where(eq(provinces.nationId, nationId))
    .orderBy(asc(provinces.id));

export const provinceExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id))).length > 0;

export const listDistricts = (db: DbOrTx, provinceId: string) =>
  db
    .select({ id: districts.id, name: districts.name, type: districts.type })
    .from(districts)
    .where(eq(districts.provinceId, provinceId))
    .orderBy(asc(districts.id));

export const districtExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: districts.id }).from(districts).where(eq(districts.id, id))).length > 0;

export const listWards = (db: DbOrTx, districtId: string) =>
  db
    .select({ id: wards.id, name: wards.name, type: wards.type })
    .from(wards)
    .where(eq(wards.districtId, districtId))
    .orderBy(asc(wards.id));

export const listLanguages = (db: DbOrTx) =>
  db
    .select({ id: languages.id, nativeName: languages.nativeName, nameVi: languages.nameVi, nameEn: languages.nameEn })
    .from(languages)
    .orderBy(asc(languages.sortOrder));

export const listCareers = (db: DbOrTx) =>
  db
    .select({ id: careers.id, nameVi: careers.nameVi, nameEn: careers.nameEn })
    .from(careers)
    .orderBy(asc(careers.sortOrder));

export const listLevels = (db: DbOrTx) =>
  db
    .select({
      id: levels.id,
      nameVi: levels.nameVi,
      nameEn: levels.nameEn,
      descriptionVi: levels.descriptionVi,
      descriptionEn: levels.descriptionEn,
    })
    .from(levels)
    .orderBy(asc(levels.sortOrder));

/** `folded` is already lower case without diacritics; `%`, `_` and `\` in it are escaped. */
export const listGrammars = (db: DbOrTx, folded?: string) =>
  db
    .select({
      id: grammars.id,
      level: grammars.level,
      nameVi: grammars.nameVi,
      nameEn: grammars.nameEn,
      descriptionVi: grammars.descriptionVi,
      descriptionEn: grammars.descriptionEn,
      examples: grammars.examples,
    })
    .from(grammars)
    .where(folded ? ilike(grammars.searchText, `%${folded.replace(/[\\%_]/g, '\\$&')}%`) : undefined)
    .orderBy(asc(grammars.sortOrder));
