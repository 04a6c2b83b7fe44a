import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteImages } from '../../db/schema/index.ts';

export type SiteImageKind = (typeof siteImages.kind.enumValues)[number];

export const listImages = (db: DbOrTx, kind: SiteImageKind) =>
  db
    .select({
      id: siteImages.id,
      imageUrl: siteImages.imageUrl,
      titleVi: siteImages.titleVi,
      titleEn: siteImages.titleEn,
      textVi: siteImages.textVi,
      textEn: siteImages.textEn,
      link: siteImages.link,
    })
    .from(siteImages)
    .where(and(eq(siteImages.kind, kind), eq(siteImages.active, true)))
    .orderBy(asc(siteImages.sortOrder));
