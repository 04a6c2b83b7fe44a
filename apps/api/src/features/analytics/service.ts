import type { PageViewInput } from '@vocakey/shared/analytics';
import type { Db } from '../../db/client.ts';
import { insertPageView, insertVitals } from './queries.ts';

/** Paths are stored without their query string: it can hold search text or one-time codes. */
const stripQuery = (path: string) => path.split(/[?#]/)[0]!;

export async function recordPageView(db: Db, input: PageViewInput, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (!input.vitalsOnly) await insertPageView(tx, stripQuery(input.path), userId);
    if (input.vitals?.length)
      await insertVitals(
        tx,
        input.vitals.map((v) => ({ ...v, path: stripQuery(v.path) })),
      );
  });
}
