import { listen, readBody, sendJson } from './http.ts';

export const RECAPTCHA_TEST_SECRET = 'test-recaptcha-secret';
export const RECAPTCHA_GOOD_TOKEN = 'human-passed-the-captcha';

export interface RecaptchaStandIn {
  /** For RECAPTCHA_VERIFY_URL. */
  verifyUrl: string;
  /** The forms received, newest last. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** Google's siteverify, locally: success only for our secret with the one good response token. */
export async function startRecaptchaStandIn(): Promise<RecaptchaStandIn> {
  const requests: URLSearchParams[] = [];
  const server = await listen(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/siteverify') return sendJson(res, 404, {});
    const form = new URLSearchParams(await readBody(req));
    requests.push(form);
    const success = form.get('secret') === RECAPTCHA_TEST_SECRET && form.get('response') === RECAPTCHA_GOOD_TOKEN;
    sendJson(
      res,
      200,
      success ? { success, hostname: 'localhost' } : { success, 'error-codes': ['invalid-input-response'] },
    );
  });
  return { verifyUrl: `${server.url}/siteverify`, requests, close: server.close };
}
