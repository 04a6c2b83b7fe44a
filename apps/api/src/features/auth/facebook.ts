import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

export interface FacebookProfile {
  id: string;
  name: string | null;
  email: string | null;
}

export type FacebookVerifier = (accessToken: string) => Promise<FacebookProfile>;

const TIMEOUT_MS = 5_000;

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string | number; user_id?: string | number };
}

interface Me {
  id?: string;
  name?: string;
  email?: string;
}

/**
 * Verifies a Facebook user access token with the Graph API (FACEBOOK_GRAPH_URL): `debug_token` with our app token
 * must call it valid and issued for our app, then `me` gives id, name and email. Null when the app id is not
 * configured. An invalid token is FACEBOOK_USER_NOT_FOUND; Graph down or unreachable is SERVICE_UNAVAILABLE.
 */
export function createFacebookVerifier(
  config: Pick<Config, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'>,
): FacebookVerifier | null {
  const appId = config.FACEBOOK_APP_ID;
  if (!appId || !config.FACEBOOK_APP_SECRET) return null;
  const appToken = `${appId}|${config.FACEBOOK_APP_SECRET}`;
  const base = config.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');

  async function graph<T>(path: string, params: Record<string, string>): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}?${new URLSearchParams(params)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err });
    }
    if (res.status >= 500) throw new AppError('SERVICE_UNAVAILABLE');
    if (!res.ok) return null; // Graph answers 4xx for a malformed or expired token
    try {
      return (await res.json()) as T;
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err });
    }
  }

  return async (accessToken) => {
    const debug = await graph<DebugToken>('/debug_token', { input_token: accessToken, access_token: appToken });
    const data = debug?.data;
    if (!data?.is_valid || String(data.app_id) !== appId) throw new AppError('FACEBOOK_USER_NOT_FOUND');
    const me = await graph<Me>('/me', { fields: 'id,name,email', access_token: accessToken });
    if (!me?.id || (data.user_id !== undefined && String(data.user_id) !== String(me.id))) {
      throw new AppError('FACEBOOK_USER_NOT_FOUND');
    }
    const email = typeof me.email === 'string' && me.email.includes('@') ? me.email.trim().toLowerCase() : null;
    const name = typeof me.name === 'string' && me.name.trim() ? me.name.trim().slice(0, 120) : null;
    return { id: String(me.id), name, email };
  };
}
