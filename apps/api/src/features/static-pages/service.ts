import type { PageQuery } from '@vocakey/shared/paging';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import * as q from './queries.ts';

export async function listStaticPages(db: Db, { page, limit }: PageQuery) {
  const [data, total] = await Promise.all([q.listPages(db, (page - 1) * limit, limit), q.countPages(db)]);
  return { data, total };
}

export async function getStaticPage(db: Db, url: string) {
  const found = await q.findPage(db, url.replace(/^\/+|\/+$/g, ''));
  if (!found) throw notFound();
  return {
    ...found,
    htmlVi: renderMarkdown(found.contentVi),
    htmlEn: renderMarkdown(found.contentEn),
    updatedAt: found.updatedAt.toISOString(),
  };
}
