import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAtLeast, type Role } from '@vocakey/shared/roles';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

export interface CurrentUser {
  id: string;
  sessionId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in user with a live session, else 401 (no or bad token) or 451 (session ended). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, and never fails. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: authenticate, then require at least this role (403 otherwise). */
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const DAY_MS = 24 * 3600 * 1000;

type Resolved = { user: CurrentUser } | { error: AppError };

/**
 * Bearer tokens: a signed JWT naming a session. The session row is checked on every request, so logging out,
 * changing the password or deactivating the account ends the token at once (451), on every API process.
 */
export default fp<{ jwtSecret: string; sessionTtlDays: number }>(
  async (app, { jwtSecret, sessionTtlDays }) => {
    app.decorateRequest('user', null);

    async function resolve(request: FastifyRequest): Promise<Resolved> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) return { error: new AppError('UNAUTHORIZED') };
      const claims = await verifyAccessToken(jwtSecret, token);
      if (!claims) return { error: new AppError('UNAUTHORIZED') };
      const [row] = await app.db
        .select({
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          role: users.role,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)));
      if (!row) return { error: new AppError('SESSION_REVOKED') };
      if (row.status === 'deactivated') return { error: new AppError('USER_DEACTIVED') };
      if (row.revokedAt) return { error: new AppError('SESSION_REVOKED') };
      if (row.expiresAt.getTime() < Date.now()) return { error: new AppError('UNAUTHORIZED') };
      // Sliding expiry: a session in use is extended, at most once a day (one small write).
      const ttlMs = sessionTtlDays * DAY_MS;
      if (row.expiresAt.getTime() - Date.now() < ttlMs - DAY_MS) {
        await app.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() + ttlMs), lastSeenAt: new Date() })
          .where(eq(sessions.id, claims.sid));
      }
      return { user: { id: claims.sub, sessionId: claims.sid, role: row.role } };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const result = await resolve(request);
      if ('error' in result) throw result.error;
      request.user = result.user;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      const result = await resolve(request);
      if ('user' in result) request.user = result.user;
    });

    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!roleAtLeast(request.user!.role, role)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
