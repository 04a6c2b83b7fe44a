import { isErrorCode, type ErrorCode, type FieldErrorCode } from '@vocakey/shared/errors';
import { HTTP_TIMEOUT_MS } from '@vocakey/shared/limits';
import { SEARCH_AND_LEARN_PATH, UPGRADE_PATH, knownRoutePatterns } from '@/config/paths';
import { i18n } from './i18n';
import { storage, storageKeys } from './storage';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'abort';

/** A failed call, with a message already translated into the interface language. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: ErrorCode,
    readonly fields?: Record<string, FieldErrorCode>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Default 60,000 ms; 30,000 ms for downloads (spec §7). */
  timeoutMs?: number;
  /** Answer as a Blob (file download) instead of JSON. */
  download?: boolean;
}

/** What the client does to the page on 401 and 451; an object so tests can watch it. */
export const browser = {
  pathname: () => window.location.pathname,
  reload: () => window.location.reload(),
  goHome: () => window.location.assign('/'),
};

/** Messages come from the `errors` catalogue, which loads after the first paint: callers load it before use. */
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

export function buildUrl(path: string, query?: Query): string {
  const url = path.startsWith('/') ? `/api${path}` : `/api/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Spec §8: a 401 clears the token, then reloads a known page, stays quiet on search-and-learn, else goes home. */
function handleUnauthorized() {
  storage.clearToken();
  const path = browser.pathname();
  const lower = path.toLowerCase();
  if (lower === SEARCH_AND_LEARN_PATH || lower.startsWith(`${SEARCH_AND_LEARN_PATH}/`)) return;
  if (lower === UPGRADE_PATH || knownRoutePatterns.some((re) => re.test(path))) browser.reload();
  else browser.goHome();
}

/** Spec §8: a 451 (session ended, account deactivated) clears the token, sets the logout flag and goes home. */
function handleSessionEnded() {
  storage.clearToken();
  storage.set(storageKeys.logout, '1');
  browser.goHome();
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? (options.download ? HTTP_TIMEOUT_MS.download : HTTP_TIMEOUT_MS.request);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const headers: Record<string, string> = { accept: options.download ? '*/*' : 'application/json' };
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  // The timeout and the caller's signal cover reading the body too (spec §7): a download whose body stalls
  // must still time out, and a cancelled query must stop reading. So the body is read inside this try.
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    if (response.ok && options.download) payload = await response.blob();
    else if (response.status !== 204)
      payload = await response.json().catch((error: unknown) => {
        if (controller.signal.aborted) throw error; // timeout or abort while reading, reported below
        return null; // not JSON
      });
  } catch {
    await i18n.loadNamespaces('errors').catch(() => {});
    if (timedOut) throw new ApiError('timeout', t('errors:client.timeout', { ms: timeoutMs }));
    if (controller.signal.aborted) throw new ApiError('abort', t('errors:client.aborted'));
    throw new ApiError('network', t('errors:client.network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.ok) {
    if (options.download) return payload as T;
    if (response.status === 204) return undefined as T;
    const body = payload as { success?: boolean; data?: T } | null;
    if (body && body.success === true) return body.data as T;
    await i18n.loadNamespaces('errors').catch(() => {});
    throw new ApiError('http', t('errors:client.badResponse'), response.status);
  }

  if (response.status === 401) handleUnauthorized();
  if (response.status === 451) handleSessionEnded();

  const body = payload as {
    errorMessage?: unknown;
    errors?: Record<string, FieldErrorCode>;
  } | null;
  const code = isErrorCode(body?.errorMessage) ? body.errorMessage : undefined;
  await i18n.loadNamespaces('errors').catch(() => {});
  const message = code ? t(`errors:${code}`) : t('errors:client.requestFailed', { status: response.status });
  throw new ApiError('http', message, response.status, code, body?.errors);
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query' | 'method'>) =>
    request<T>(path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  download: (path: string, query?: Query, options?: Omit<RequestOptions, 'query' | 'download'>) =>
    request<Blob>(path, { ...options, query, download: true }),
};
