import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('routing ignores case and a trailing slash', () => {
  it.each([
    ['/api/GetVersionApi', ['/API/getversionapi/', '/api/getVersionApi', '/api/GetVersionApi/']],
    ['/api/Nations', ['/api/NATIONS', '/api/nations/']],
    ['/api/Nations/VN/Provinces', ['/api/nations/vn/provinces', '/API/NATIONS/Vn/PROVINCES/']],
    ['/api/Provinces/01/Districts', ['/api/provinces/01/districts/']],
    ['/api/StaticPage/Urls/about-us', ['/api/staticpage/urls/About-Us/']],
  ])('%s', async (canonical, variants) => {
    const expected = await t.app.inject({ method: 'GET', url: canonical });
    expect(expected.statusCode).toBe(200);
    expect(expected.json()).toMatchObject({ success: true });
    for (const url of variants) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toBe(expected.body);
    }
  });
});
