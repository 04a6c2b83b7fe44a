import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { appMeta } from '../schema/index.ts';

export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

export async function readMeta(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function writeMeta(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}
