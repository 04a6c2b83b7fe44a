import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import { CEFR_LEVELS, type AdminUnit, type Grammar, type Language, type Nation } from '@vocakey/shared/reference';
import { REFERENCE_VERSION_INITIAL } from '@vocakey/shared/limits';
import { runSeed } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<{ success: true; data: T }>().data;
};

const expectNotFound = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
  expect(errorEnvelopeSchema.parse(res.json()).errorMessage).toBe('NOT_FOUND');
};

describe('places', () => {
  it('lists the nations, Viet Nam first', async () => {
    const nations = await get<Nation[]>('/api/Nations');
    expect(nations.length).toBeGreaterThanOrEqual(240);
    expect(nations[0]).toEqual({ id: 'VN', nameVi: 'Việt Nam', nameEn: expect.stringMatching(/Viet ?Nam/i) });
    expect(nations.find((n) => n.id === 'FR')).toMatchObject({ nameEn: 'France', nameVi: 'Pháp' });
    expect(new Set(nations.map((n) => n.id)).size).toBe(nations.length);
  });

  it("walks Viet Nam's provinces, districts and wards", async () => {
    const provinces = await get<AdminUnit[]>('/api/Nations/VN/Provinces');
    expect(provinces).toHaveLength(63);
    expect(provinces.find((p) => p.id === '01')?.name).toMatch(/Hà Nội/);
    expect(provinces.find((p) => p.id === '79')?.name).toMatch(/Hồ Chí Minh/);

    const districts = await get<AdminUnit[]>('/api/Provinces/01/Districts');
    expect(districts).toHaveLength(30);
    expect(districts.find((d) => d.id === '001')?.name).toMatch(/Ba Đình/);

    const wards = await get<AdminUnit[]>('/api/Districts/001/Wards');
    expect(wards).toHaveLength(13);
    expect(wards.map((w) => w.name)).toContain('Phường Phúc Xá');
  });

  it('answers unknown parents with 404, and a nation without provinces with an empty list', async () => {
    await expectNotFound('/api/Nations/XX/Provinces');
    await expectNotFound('/api/Provinces/99/Districts');
    await expectNotFound('/api/Districts/99999/Wards');
    expect(await get<AdminUnit[]>('/api/Nations/FR/Provinces')).toEqual([]);
  });

  it('rejects a malformed id with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Provinces/abc/Districts' });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).errors).toHaveProperty('id');
  });
});

describe('other lists', () => {
  it('lists languages, Vietnamese then English first', async () => {
    const languages = await get<Language[]>('/api/Languages');
    expect(languages.length).toBeGreaterThanOrEqual(180);
    expect(languages[0]).toMatchObject({ id: 'vi', nativeName: 'Tiếng Việt', nameEn: 'Vietnamese' });
    expect(languages[1]).toMatchObject({ id: 'en', nameEn: 'English', nameVi: 'Tiếng Anh' });
  });

  it('lists careers', async () => {
    const careers = await get<{ id: string; nameVi: string; nameEn: string }[]>('/api/Careers');
    expect(careers.length).toBeGreaterThanOrEqual(25);
    expect(careers.map((c) => c.nameVi)).toContain('Sinh viên');
  });

  it('lists the six CEFR levels in order', async () => {
    const levels = await get<{ id: string }[]>('/api/Level/GetAllLevel');
    expect(levels.map((l) => l.id)).toEqual([...CEFR_LEVELS]);
  });

  it('lists grammar points and filters them with or without diacritics', async () => {
    const all = await get<Grammar[]>('/api/GrammarDescriptions');
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const g of all) expect(g.examples.length).toBeGreaterThan(0);

    const plain = await get<Grammar[]>(`/api/GrammarDescriptions?content=${encodeURIComponent('dieu kien')}`);
    const accented = await get<Grammar[]>(`/api/GrammarDescriptions?content=${encodeURIComponent('ĐIỀU KIỆN')}`);
    expect(plain.length).toBeGreaterThanOrEqual(2);
    expect(plain.map((g) => g.id)).toEqual(expect.arrayContaining(['first-conditional', 'second-conditional']));
    expect(plain.every((g) => /điều kiện/i.test(g.nameVi) || /conditional/i.test(g.nameEn))).toBe(true);
    expect(accented).toEqual(plain);

    const english = await get<Grammar[]>('/api/GrammarDescriptions?content=conditional');
    expect(english.map((g) => g.id).sort()).toEqual(plain.map((g) => g.id).sort());
    expect(await get<Grammar[]>('/api/GrammarDescriptions?content=100%25')).toEqual([]);
  });
});

describe('versioning and caching', () => {
  it('publishes a reference version and answers 304 to a client that has it', async () => {
    const { version } = await get<{ version: string }>('/api/GetVersionApi');
    expect(typeof version).toBe('string');
    expect(version).not.toBe(REFERENCE_VERSION_INITIAL);

    for (const url of ['/api/Nations', '/api/Districts/001/Wards', '/api/GrammarDescriptions?content=dieu']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers.etag).toBe(`"ref-${version}"`);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect({ url, status: again.statusCode, body: again.body }).toEqual({ url, status: 304, body: '' });
    }
  });

  it('keeps the version and the data when the seed runs again', async () => {
    const tables = ['nations', 'provinces', 'districts', 'wards', 'languages', 'careers', 'levels', 'grammars'];
    const snapshot = async () => {
      const counts: Record<string, number> = {};
      for (const table of [...tables, 'static_pages', 'site_images', 'users', 'app_meta']) {
        counts[table] = (await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
      }
      const meta = await t.pool.query('select key, value, updated_at from app_meta order by key');
      const users = await t.pool.query('select id, password_hash from users order by id');
      return { counts, meta: meta.rows, users: users.rows };
    };
    const before = await snapshot();
    const { version } = await get<{ version: string }>('/api/GetVersionApi');

    const result = await runSeed(t.db, { demoAccounts: true });

    expect(result.referenceVersion).toBe(version);
    expect(await snapshot()).toEqual(before);
    expect(before.counts.wards).toBeGreaterThan(10_000);
    expect((await get<{ version: string }>('/api/GetVersionApi')).version).toBe(version);
  });
});

describe('compressed reference answers', () => {
  let c: TestApp;
  beforeAll(async () => (c = await createTestApp()));
  afterAll(() => c.close());

  it('are sent brotli or gzip compressed, as the client accepts, with the same content', async () => {
    const plain = await c.app.inject({ method: 'GET', url: '/api/Nations' });
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await c.app.inject({ method: 'GET', url: '/api/Nations', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});
