import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export const listOutbox = (db: DbOrTx, offset: number, limit: number) =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(offset)
    .limit(limit);

export const countOutbox = async (db: DbOrTx) => (await db.select({ n: count() }).from(mailOutbox))[0]!.n;
