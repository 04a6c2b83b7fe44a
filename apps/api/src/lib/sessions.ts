import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@vocakey/shared/roles';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { signAccessToken } from './tokens.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Opens a session and signs the access token that names it. */
export async function openSession(
  db: DbOrTx,
  options: { userId: string; role: Role; ttlDays: number; secret: string; userAgent?: string },
): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({
      userId: options.userId,
      expiresAt: new Date(Date.now() + options.ttlDays * DAY_MS),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return signAccessToken(
    options.secret,
    { sub: options.userId, sid: session!.id, role: options.role },
    options.ttlDays,
  );
}

export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the account (password changed or reset, account deactivated), except one if named. */
export async function endAllSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
