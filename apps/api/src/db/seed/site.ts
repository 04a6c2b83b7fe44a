import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../client.ts';
import { siteImages, staticPages } from '../schema/index.ts';
import { SEED_DATA_DIR } from '../../paths.ts';
import { staticPages as pageSeeds } from './data/static-pages/index.ts';
import { homeSliders, problemImages, trialImages, type ImageSeed } from './data/home-content.ts';

/** A seeded page file: a `# Title` line, then Markdown. */
export function readPageFile(url: string, lang: 'vi' | 'en'): { title: string; content: string } {
  const text = fs.readFileSync(path.join(SEED_DATA_DIR, 'static-pages', `${url}.${lang}.md`), 'utf8');
  const match = /^#\s+(.+)\r?\n/.exec(text);
  if (!match) throw new Error(`static page ${url}.${lang}.md must start with "# Title"`);
  return { title: match[1]!.trim(), content: text.slice(match[0].length).trim() };
}

/**
 * Info pages and home images. They are created when missing and never overwritten: once seeded,
 * the administrators own them.
 */
export async function seedSite(db: Db): Promise<void> {
  const pages = pageSeeds.map((p) => {
    const vi = readPageFile(p.url, 'vi');
    const en = readPageFile(p.url, 'en');
    return {
      url: p.url,
      titleVi: vi.title,
      titleEn: en.title,
      contentVi: vi.content,
      contentEn: en.content,
      showInFooter: p.showInFooter,
      sortOrder: p.sortOrder,
    };
  });
  const image = (kind: 'home_slider' | 'problem' | 'trial') => (s: ImageSeed) => ({
    id: s.id,
    kind,
    imageUrl: s.imageUrl,
    titleVi: s.titleVi,
    titleEn: s.titleEn,
    textVi: s.textVi,
    textEn: s.textEn,
    link: s.link ?? null,
    sortOrder: s.sortOrder,
  });
  const images = [
    ...homeSliders.map(image('home_slider')),
    ...problemImages.map(image('problem')),
    ...trialImages.map(image('trial')),
  ];
  await db.transaction(async (tx) => {
    if (pages.length) await tx.insert(staticPages).values(pages).onConflictDoNothing();
    if (images.length) await tx.insert(siteImages).values(images).onConflictDoNothing();
  });
}
