import type { PageQuery } from '@vocakey/shared/paging';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

/** The mails the app has sent, newest first; without SMTP_URL this is the development inbox. */
export async function listMailOutbox(db: Db, { page, limit }: PageQuery) {
  const [rows, total] = await Promise.all([q.listOutbox(db, (page - 1) * limit, limit), q.countOutbox(db)]);
  return {
    data: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total,
  };
}
