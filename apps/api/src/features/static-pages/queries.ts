import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staticPages } from '../../db/schema/index.ts';

const summary = {
  url: staticPages.url,
  titleVi: staticPages.titleVi,
  titleEn: staticPages.titleEn,
  showInFooter: staticPages.showInFooter,
  sortOrder: staticPages.sortOrder,
};

export const listPages = (db: DbOrTx, offset: number, limit: number) =>
  db
    .select(summary)
    .from(staticPages)
    .orderBy(asc(staticPages.sortOrder), asc(staticPages.url))
    .offset(offset)
    .limit(limit);

export const countPages = async (db: DbOrTx) => (await db.select({ n: count() }).from(staticPages))[0]!.n;

/** Page urls are matched without regard to case, like every route ("/fqas" finds "FQAs"). */
export const findPage = async (db: DbOrTx, url: string) =>
  (
    await db
      .select({
        ...summary,
        contentVi: staticPages.contentVi,
        contentEn: staticPages.contentEn,
        updatedAt: staticPages.updatedAt,
      })
      .from(staticPages)
      .where(eq(sql`lower(${staticPages.url})`, url.toLowerCase()))
      .limit(1)
  )[0];
