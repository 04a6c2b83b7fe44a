import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** What jose throws for a token that is malformed, forged, expired or meant for someone else. */
const TOKEN_ERRORS = [
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

export type GoogleVerifier = (idToken: string) => Promise<GoogleProfile>;

/**
 * Verifies Google ID tokens: the signature against Google's published keys (GOOGLE_JWKS_URL, fetched and cached
 * by jose), the issuer, our client id as audience, and the expiry. Null when GOOGLE_CLIENT_ID is not configured.
 * A token that fails any check is INVALID_LOGIN; keys that cannot be fetched are SERVICE_UNAVAILABLE.
 */
export function createGoogleVerifier(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'GOOGLE_ISSUERS'>,
): GoogleVerifier | null {
  const audience = config.GOOGLE_CLIENT_ID;
  if (!audience) return null;
  const keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return async (idToken) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: config.GOOGLE_ISSUERS,
        audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (TOKEN_ERRORS.some((kind) => err instanceof kind)) throw new AppError('INVALID_LOGIN', { cause: err });
      // Anything else is about fetching Google's keys (timeout, network, a bad answer), not about the token.
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err });
    }
    const { sub, email, email_verified: verified, name } = payload;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@')) {
      throw new AppError('INVALID_LOGIN');
    }
    return {
      subject: sub,
      email: email.trim().toLowerCase(),
      // Google sends a boolean; some older tokens carried the string "true".
      emailVerified: verified === true || verified === 'true',
      name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : null,
    };
  };
}
