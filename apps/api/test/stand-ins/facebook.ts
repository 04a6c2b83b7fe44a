import { listen, sendJson } from './http.ts';

export const FACEBOOK_TEST_APP_ID = '1234567890';
export const FACEBOOK_TEST_APP_SECRET = 'test-app-secret';

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
}

export interface FacebookStandIn {
  /** The Graph base address, for FACEBOOK_GRAPH_URL. */
  graphUrl: string;
  /** Makes `token` a valid user access token of `user` (for `appId`, ours by default). */
  addToken(token: string, user: FacebookUser, appId?: string): void;
  close(): Promise<void>;
}

/**
 * The Graph API, locally: `GET /debug_token` (checked with our app token) and `GET /me?fields=...` answer like
 * Facebook's for the tokens a test defines; any other token is invalid, as Facebook answers it.
 */
export async function startFacebookStandIn(): Promise<FacebookStandIn> {
  const tokens = new Map<string, { user: FacebookUser; appId: string }>();
  const server = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const param = (name: string) => url.searchParams.get(name) ?? '';
    if (url.pathname === '/debug_token') {
      if (param('access_token') !== `${FACEBOOK_TEST_APP_ID}|${FACEBOOK_TEST_APP_SECRET}`) {
        return sendJson(res, 400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      }
      const known = tokens.get(param('input_token'));
      if (!known) {
        return sendJson(res, 200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
        });
      }
      return sendJson(res, 200, {
        data: {
          app_id: known.appId,
          type: 'USER',
          application: 'Vocakey',
          is_valid: true,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          scopes: ['email', 'public_profile'],
          user_id: known.user.id,
        },
      });
    }
    if (url.pathname === '/me') {
      const known = tokens.get(param('access_token'));
      if (!known) {
        return sendJson(res, 400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      }
      const fields = param('fields').split(',');
      const user = known.user as unknown as Record<string, unknown>;
      return sendJson(
        res,
        200,
        Object.fromEntries(fields.filter((f) => user[f] !== undefined).map((f) => [f, user[f]])),
      );
    }
    sendJson(res, 404, { error: { message: 'Unknown path' } });
  });
  return {
    graphUrl: server.url,
    addToken: (token, user, appId = FACEBOOK_TEST_APP_ID) => void tokens.set(token, { user, appId }),
    close: server.close,
  };
}
