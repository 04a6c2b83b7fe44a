import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

const TIMEOUT_MS = 5_000;

/**
 * Checks a reCAPTCHA response with the verification endpoint (RECAPTCHA_VERIFY_URL) when RECAPTCHA_SECRET is set;
 * without it nothing is checked. A missing or refused response, or an endpoint that cannot be reached, is
 * INVALID_RECAPTCHA: the user reloads the widget and tries again.
 */
export async function verifyRecaptcha(
  config: Pick<Config, 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>,
  log: FastifyBaseLogger,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!config.RECAPTCHA_SECRET) return;
  if (!token) throw new AppError('INVALID_RECAPTCHA');
  let success = false;
  try {
    const res = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.RECAPTCHA_SECRET, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) success = ((await res.json()) as { success?: unknown }).success === true;
    else log.warn({ status: res.status }, 'reCAPTCHA verification answered an error');
  } catch (err) {
    log.warn({ err }, 'reCAPTCHA verification failed');
  }
  if (!success) throw new AppError('INVALID_RECAPTCHA');
}
