import type { Notification } from '@vocakey/shared/notifications';
import type { PageQuery } from '@vocakey/shared/paging';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

export type { NewNotification } from './queries.ts';

const present = (row: q.NotificationRow): Notification => ({
  ...row,
  seenAt: row.seenAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** My notifications, newest first, with the total and the unseen count (the header badge). */
export async function listNotifications(db: Db, userId: string, { page, limit }: PageQuery) {
  const [rows, counts] = await Promise.all([
    q.listForUser(db, userId, (page - 1) * limit, limit),
    q.countForUser(db, userId),
  ]);
  return { data: rows.map(present), total: counts.total, unseen: counts.unseen };
}

/** The popups not shown yet, newest first; they are marked shown as they are read, so each pops up once. */
export async function takePopups(db: Db, userId: string) {
  const rows = await db.transaction((tx) => q.claimPopups(tx, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map(present);
}

/** Marks one of my notifications seen; another account's id is NOT_FOUND, like an unknown one. */
export async function markSeen(db: Db, userId: string, id: string) {
  const row = await q.markSeen(db, userId, id);
  if (!row) throw notFound();
  return present(row);
}

export async function markAllSeen(db: Db, userId: string) {
  return { updated: await q.markAllSeen(db, userId) };
}

/**
 * Sends a notification to one account (for other features: payments, classes, administration). Pass a
 * transaction to send it only if the surrounding change commits.
 */
export async function notifyUser(db: DbOrTx, userId: string, notification: q.NewNotification) {
  return present(await q.insertNotification(db, userId, notification));
}
