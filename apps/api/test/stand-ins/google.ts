import crypto from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { listen, sendJson } from './http.ts';

export const GOOGLE_TEST_CLIENT_ID = 'vocakey-test.apps.googleusercontent.com';
export const GOOGLE_TEST_ISSUER = 'https://accounts.google.com';

export interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface GoogleStandIn {
  /** The JWKS address, for GOOGLE_JWKS_URL. */
  jwksUrl: string;
  /** How many times the JWKS was fetched. */
  fetches(): number;
  /** An RS256 ID token signed with the published key; claims override the defaults (valid for one hour). */
  idToken(claims?: GoogleClaims): Promise<string>;
  /** The same, signed with a key that is not published (under the published key's id). */
  forgedIdToken(claims?: GoogleClaims): Promise<string>;
  close(): Promise<void>;
}

/**
 * Google's sign-in keys, locally: an RS256 key pair whose public half is served as a JWKS over HTTP, like
 * https://www.googleapis.com/oauth2/v3/certs, and a signer for ID tokens with the claims a test chooses.
 */
export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const kid = crypto.randomBytes(8).toString('hex');
  const published = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server = await listen((req, res) => {
    if (req.url !== '/certs') return sendJson(res, 404, { error: 'not found' });
    fetches++;
    sendJson(res, 200, { keys: [jwk] });
  });

  const sign = (key: CryptoKey, claims: GoogleClaims = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: GOOGLE_TEST_ISSUER,
      aud: GOOGLE_TEST_CLIENT_ID,
      sub: crypto.randomInt(1e9, 1e10).toString(),
      iat: now,
      exp: now + 3600,
      email_verified: true,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(key);
  };

  return {
    jwksUrl: `${server.url}/certs`,
    fetches: () => fetches,
    idToken: (claims) => sign(published.privateKey, claims),
    forgedIdToken: (claims) => sign(other.privateKey, claims),
    close: server.close,
  };
}
