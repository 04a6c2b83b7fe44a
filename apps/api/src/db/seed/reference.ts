import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import countries from 'i18n-iso-countries';
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import countriesVi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import ISO6391 from 'iso-639-1';
import type { Db, Tx } from '../client.ts';
import { careers, districts, grammars, languages, levels, nations, provinces, wards } from '../schema/index.ts';
import { SEED_DATA_DIR } from '../../paths.ts';
import { careers as careerSeeds } from './data/careers.ts';
import { grammars as grammarSeeds } from './data/grammars.ts';
import { levels as levelSeeds } from './data/levels.ts';
import { fingerprint, readMeta, writeMeta } from './fingerprint.ts';
import { META_KEYS } from '../meta-keys.ts';
import { foldForSearch } from '@vocakey/shared/text';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesVi);

interface VnAdminUnits {
  provinces: {
    id: string;
    name: string;
    type: string;
    districts: { id: string; name: string; type: string; wards: { id: string; name: string; type: string }[] }[];
  }[];
}

/** The ISO 3166 countries from i18n-iso-countries (Viet Nam first, then by Vietnamese name). */
function nationRows() {
  const vi = countries.getNames('vi', { select: 'official' });
  const en = countries.getNames('en', { select: 'official' });
  const collator = new Intl.Collator('vi');
  const codes = Object.keys(en).sort((a, b) =>
    a === 'VN' ? -1 : b === 'VN' ? 1 : collator.compare(vi[a] ?? en[a]!, vi[b] ?? en[b]!),
  );
  return codes.map((id, i) => ({ id, nameEn: en[id]!, nameVi: vi[id] ?? en[id]!, sortOrder: i }));
}

/** ISO 639-1 languages: native names from iso-639-1, Vietnamese and English names from the CLDR data in Intl. */
function languageRows() {
  const viNames = new Intl.DisplayNames(['vi'], { type: 'language', fallback: 'none' });
  const first = ['vi', 'en'];
  const codes = ISO6391.getAllCodes().sort((a, b) => {
    const ia = first.indexOf(a);
    const ib = first.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
    return ISO6391.getName(a).localeCompare(ISO6391.getName(b), 'en');
  });
  return codes.map((id, i) => {
    const nameEn = ISO6391.getName(id);
    const viName = viNames.of(id);
    return {
      id,
      nativeName: ISO6391.getNativeName(id),
      nameEn,
      nameVi: viName ? viName.charAt(0).toUpperCase() + viName.slice(1) : nameEn,
      sortOrder: i,
    };
  });
}

function adminUnits(): VnAdminUnits {
  return JSON.parse(fs.readFileSync(path.join(SEED_DATA_DIR, 'vn-admin-units.json'), 'utf8')) as VnAdminUnits;
}

/** Inserts or updates by id, 1,000 rows a statement; only columns the rows name are updated. */
async function upsertById<TTable extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: TTable,
  rows: TTable['$inferInsert'][],
) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const set = Object.fromEntries(
    Object.keys(rows[0]!)
      .filter((key) => key !== 'id')
      .map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: table.id, set: set as PgUpdateSetSource<TTable> });
  }
}

/**
 * Reference data: nations, Viet Nam's administrative units, languages, careers, levels and grammar points.
 * Upserts by id, so a second run changes nothing; the reference version is the fingerprint of everything seeded,
 * so it changes exactly when the data does.
 */
export async function seedReference(db: Db): Promise<{ changed: boolean; version: string }> {
  const units = adminUnits();
  const data = {
    nations: nationRows(),
    languages: languageRows(),
    careers: careerSeeds.map((c, i) => ({ ...c, sortOrder: i })),
    levels: levelSeeds.map((l) => ({
      id: l.id,
      nameVi: l.nameVi,
      nameEn: l.nameEn,
      descriptionVi: l.descriptionVi,
      descriptionEn: l.descriptionEn,
      sortOrder: l.sortOrder,
    })),
    grammars: grammarSeeds.map((g, i) => ({
      ...g,
      searchText: foldForSearch(`${g.nameEn} ${g.nameVi}`),
      sortOrder: i,
    })),
    provinces: units.provinces.map((p) => ({ id: p.id, nationId: 'VN', name: p.name, type: p.type })),
    districts: units.provinces.flatMap((p) =>
      p.districts.map((d) => ({ id: d.id, provinceId: p.id, name: d.name, type: d.type })),
    ),
    wards: units.provinces.flatMap((p) =>
      p.districts.flatMap((d) => d.wards.map((w) => ({ id: w.id, districtId: d.id, name: w.name, type: w.type }))),
    ),
  };
  const version = fingerprint(data);
  const current = await readMeta(db, META_KEYS.referenceVersion);
  if (current === version) return { changed: false, version };

  await db.transaction(async (tx) => {
    await upsertById(tx, nations, data.nations);
    await upsertById(tx, languages, data.languages);
    await upsertById(tx, careers, data.careers);
    await upsertById(tx, levels, data.levels);
    await upsertById(tx, grammars, data.grammars);
    await upsertById(tx, provinces, data.provinces);
    await upsertById(tx, districts, data.districts);
    await upsertById(tx, wards, data.wards);
    await writeMeta(tx, META_KEYS.referenceVersion, version);
  });
  return { changed: true, version };
}
