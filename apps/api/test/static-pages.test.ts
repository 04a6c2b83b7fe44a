import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vocakey/shared/envelope';
import {
  INFO_PAGE_URLS,
  STATIC_PAGE_KEYS,
  type ImageItem,
  type StaticPage,
  type StaticPageSummary,
} from '@vocakey/shared/static-pages';
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

describe('static pages', () => {
  it('lists every info page with the query the web app sends', async () => {
    const { data, total } = await get<{ data: StaticPageSummary[]; total: number }>('/api/StaticPage?page=1&limit=999');
    const urls = data.map((p) => p.url);
    expect(urls).toEqual(
      expect.arrayContaining([...INFO_PAGE_URLS, STATIC_PAGE_KEYS.feesInfo, STATIC_PAGE_KEYS.feesRule]),
    );
    expect(total).toBe(data.length);
    for (const page of data) {
      expect(page.titleVi.length).toBeGreaterThan(0);
      expect(page.titleEn.length).toBeGreaterThan(0);
    }
    const orders = data.map((p) => p.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('pages the list', async () => {
    const all = await get<{ data: StaticPageSummary[]; total: number }>('/api/StaticPage?page=1&limit=100');
    const second = await get<{ data: StaticPageSummary[]; total: number }>('/api/StaticPage?page=2&limit=3');
    expect(second.total).toBe(all.total);
    expect(second.data.map((p) => p.url)).toEqual(all.data.slice(3, 6).map((p) => p.url));
  });

  it('serves one page in both languages, as Markdown', async () => {
    const page = await get<StaticPage>('/api/StaticPage/Urls/about-us');
    expect(page.url).toBe('about-us');
    expect(page.contentVi.trim().length).toBeGreaterThan(100);
    expect(page.contentEn.trim().length).toBeGreaterThan(100);
    expect(page.contentVi).not.toBe(page.contentEn);
    // Markdown, not HTML: headings, lists or emphasis, and no tags.
    expect(page.contentEn).toMatch(/^(#{1,6} |[-*] |\d+\. )|\*\*|\[.+\]\(/m);
    expect(page.contentEn).not.toMatch(/<\/?(p|div|h\d)>/i);
    expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
  });

  it('finds a page whatever the case of its url', async () => {
    const page = await get<StaticPage>('/api/StaticPage/Urls/fqas');
    expect(page.url).toBe('FQAs');
    expect(page.contentVi.length).toBeGreaterThan(0);
  });

  it('answers an unknown page with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/StaticPage/Urls/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).errorMessage).toBe('NOT_FOUND');
  });
});

describe('home pictures', () => {
  it.each([
    ['/api/StaticPage/HomeSlider', 3],
    ['/api/Home/Image', 4],
    ['/api/StaticPage/ImageTrial', 2],
  ])('%s has at least %i pictures from the illustrations folder', async (url, min) => {
    const images = await get<ImageItem[]>(url);
    expect(images.length).toBeGreaterThanOrEqual(min);
    for (const image of images) {
      expect(image.imageUrl).toMatch(/^\/illustrations\//);
      expect(image.titleVi.length + image.titleEn.length).toBeGreaterThan(0);
    }
    expect(new Set(images.map((i) => i.id)).size).toBe(images.length);
  });
});
