import type { DbOrTx } from '../../db/client.ts';
import { pageViews, webVitals } from '../../db/schema/index.ts';
import type { WebVital } from '@vocakey/shared/analytics';

export const insertPageView = (db: DbOrTx, path: string, userId: string | null) =>
  db.insert(pageViews).values({ path, userId });

export const insertVitals = (db: DbOrTx, vitals: WebVital[]) =>
  db.insert(webVitals).values(vitals.map((v) => ({ path: v.path, name: v.name, value: v.value })));
