import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

const columns = {
  id: notifications.id,
  titleVi: notifications.titleVi,
  titleEn: notifications.titleEn,
  bodyVi: notifications.bodyVi,
  bodyEn: notifications.bodyEn,
  link: notifications.link,
  isPopup: notifications.isPopup,
  seenAt: notifications.seenAt,
  createdAt: notifications.createdAt,
};

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

export type NotificationRow = Awaited<ReturnType<typeof listForUser>>[number];

export const listForUser = (db: DbOrTx, userId: string, offset: number, limit: number) =>
  db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .offset(offset)
    .limit(limit);

export const countForUser = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({
      total: count(),
      unseen: sql<number>`count(*) filter (where ${notifications.seenAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row!;
};

/** Claims the popups not shown yet, in one statement: two tabs asking at once never both get the same one. */
export const claimPopups = (db: DbOrTx, userId: string) =>
  db
    .update(notifications)
    .set({ popupShownAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.isPopup, true), isNull(notifications.popupShownAt)))
    .returning(columns);

/** Scoped by owner: another account's id matches nothing, exactly like an unknown one. */
export const markSeen = async (db: DbOrTx, userId: string, id: string) =>
  (
    await db
      .update(notifications)
      .set({ seenAt: sql`coalesce(${notifications.seenAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning(columns)
  )[0];

export const markAllSeen = async (db: DbOrTx, userId: string) =>
  (
    await db
      .update(notifications)
      .set({ seenAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
      .returning({ id: notifications.id })
  ).length;

export interface NewNotification {
  titleVi: string;
  titleEn: string;
  bodyVi: string;
  bodyEn: string;
  link?: string | null;
  isPopup?: boolean;
}

export const insertNotification = async (db: DbOrTx, userId: string, values: NewNotification) =>
  (
    await db
      .insert(notifications)
      .values({ ...values, userId })
      .returning(columns)
  )[0]!;
