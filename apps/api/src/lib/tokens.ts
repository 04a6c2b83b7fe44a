import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@vocakey/shared/roles';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
}

const ISSUER = 'vocakey';
/** The JWT outlives the session row's sliding expiry a little; the row decides whether a token still works. */
const TOKEN_TTL_MARGIN_DAYS = 365;

/** Signs an HS256 access token naming the user and the session; the session row decides whether it still works. */
export async function signAccessToken(secret: string, claims: AccessClaims, sessionTtlDays = 7): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${sessionTtlDays + TOKEN_TTL_MARGIN_DAYS}d`)
    .sign(new TextEncoder().encode(secret));
}

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string') {
      return null;
    }
    return { sub: payload.sub, sid: payload.sid, role: payload.role as Role };
  } catch {
    return null;
  }
}
