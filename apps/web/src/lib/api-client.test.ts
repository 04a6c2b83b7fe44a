import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ERROR_DEFINITIONS } from '@vocakey/shared/error-definitions';
import enErrors from '@/locales/en/errors.json';
import viErrors from '@/locales/vi/errors.json';
import { ApiError, api, browser, buildUrl, request } from './api-client';
import { i18n } from './i18n';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let reload: Mock<() => void>;
let goHome: Mock<() => void>;
let pathname: Mock<() => string>;

const TOKEN_KEY = 'vocakey.token';
const LOGOUT_KEY = 'vocakey.logout';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The URL and init of the n-th fetch call, headers as the plain object the client sends. */
function call(n = 0) {
  const args = fetchMock.mock.calls[n];
  if (!args) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, wanted call #${n}`);
  const [input, init] = args;
  return { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

/** A fetch that never answers, and rejects like the browser's when its signal aborts. */
function hangingFetch() {
  fetchMock.mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'));
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

/**
 * A fetch that answers its headers at once, then sends the start of a body and stalls; like a browser's, the body
 * fails when the request signal aborts. `failBody()` breaks the connection mid-body instead.
 */
function stallingBodyFetch(init: ResponseInit = { status: 200 }) {
  let breakBody: (() => void) | undefined;
  fetchMock.mockImplementation(async (_input, requestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"success":true,"da'));
        requestInit?.signal?.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
        breakBody = () => stream.error(new TypeError('network error'));
      },
    });
    return new Response(body, init);
  });
  return { failBody: () => breakBody?.() };
}

/** Awaits a promise that must reject with an ApiError and returns that error. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  goHome = vi.spyOn(browser, 'goHome').mockImplementation(() => {});
  pathname = vi.spyOn(browser, 'pathname').mockReturnValue('/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('buildUrl', () => {
  it('puts every path under /api, with or without a leading slash', () => {
    expect(buildUrl('account/Profile')).toBe('/api/account/Profile');
    expect(buildUrl('/folder/1')).toBe('/api/folder/1');
  });

  it('skips undefined and null query values and keeps falsy ones that mean something', () => {
    const url = buildUrl('notification/UserNotification', {
      page: 2,
      limit: 0,
      searchText: 'Hà Nội & co',
      isSeen: false,
      empty: '',
      missing: undefined,
      nothing: null,
    });
    const [path, qs] = url.split('?');
    expect(path).toBe('/api/notification/UserNotification');
    const params = new URLSearchParams(qs);
    expect([...params.keys()]).toEqual(['page', 'limit', 'searchText', 'isSeen', 'empty']);
    expect(params.get('page')).toBe('2');
    expect(params.get('limit')).toBe('0');
    expect(params.get('searchText')).toBe('Hà Nội & co');
    expect(params.get('isSeen')).toBe('false');
    expect(params.get('empty')).toBe('');
  });

  it('adds no "?" when every query value is skipped', () => {
    expect(buildUrl('Topics', { a: undefined, b: null })).toBe('/api/Topics');
    expect(buildUrl('Topics', {})).toBe('/api/Topics');
  });
});

describe('successful answers', () => {
  it('unwraps data from the success envelope of a GET, with the query in the URL', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { id: 7, name: 'Lớp A' } }));
    await expect(api.get('Class/DetailClassCreated/7', { page: 1, skip: undefined, none: null })).resolves.toEqual({
      id: 7,
      name: 'Lớp A',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, headers } = call();
    expect(url).toBe('/api/Class/DetailClassCreated/7?page=1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.accept).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('returns falsy data as it is (0, false, null, empty string)', async () => {
    for (const data of [0, false, null, '']) {
      fetchMock.mockResolvedValueOnce(json({ success: true, data }));
      await expect(api.get('x')).resolves.toBe(data);
    }
  });

  it('returns undefined for 204 No Content without reading a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.put('notification/SeenAll')).resolves.toBeUndefined();
    expect(call().init.method).toBe('PUT');
  });

  it('sends a JSON body with the JSON content type on POST and PUT', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: 'ok' }));
    await api.post('LearnVocakeys', { sentenceVocakeyIds: [1, 2] });
    await api.put('UpdateTarget', { target: 10 });
    const post = call(0);
    expect(post.init.method).toBe('POST');
    expect(post.init.body).toBe('{"sentenceVocakeyIds":[1,2]}');
    expect(post.headers['content-type']).toBe('application/json');
    const put = call(1);
    expect(put.init.method).toBe('PUT');
    expect(put.init.body).toBe('{"target":10}');
    expect(put.headers['content-type']).toBe('application/json');
  });

  it('sends no body and no content type without a body (GET, DELETE, POST without body)', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: null }));
    await api.get('Languages');
    await api.delete('folder/3');
    await api.post('LearnerModule/Class/Module/Vocakey/5/MarkStar');
    for (const [n, method] of [
      [0, 'GET'],
      [1, 'DELETE'],
      [2, 'POST'],
    ] as const) {
      const { init, headers } = call(n);
      expect(init.method).toBe(method);
      expect(init.body).toBeUndefined();
      expect(headers).not.toHaveProperty('content-type');
    }
  });

  it('sends a falsy body (null, 0, false) as JSON: only undefined means "no body"', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: null }));
    await api.post('a', null);
    await api.put('b', false);
    expect(call(0).init.body).toBe('null');
    expect(call(0).headers['content-type']).toBe('application/json');
    expect(call(1).init.body).toBe('false');
  });

  it('DELETE passes its query through the options', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: true }));
    await api.delete('folder/Module/Class/Delete', { query: { moduleId: 4, classId: 9 } });
    expect(call().url).toBe('/api/folder/Module/Class/Delete?moduleId=4&classId=9');
    expect(call().init.method).toBe('DELETE');
  });
});

describe('bearer token', () => {
  it('sends the token stored under vocakey.token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    fetchMock.mockResolvedValue(json({ success: true, data: 1 }));
    await api.get('account/Profile');
    expect(call().headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: 1 }));
    await api.get('account/Profile');
    expect(call().headers).not.toHaveProperty('authorization');
  });

  it('reads the token at each call, not once', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: 1 }));
    await api.get('a');
    window.localStorage.setItem(TOKEN_KEY, 't1');
    await api.get('b');
    expect(call(0).headers).not.toHaveProperty('authorization');
    expect(call(1).headers.authorization).toBe('Bearer t1');
  });
});

describe('downloads', () => {
  it('returns the body as a Blob, asks for any type and reads no envelope', async () => {
    fetchMock.mockResolvedValue(new Response('col1,col2\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const blob = await api.download('folder/Module/ExportSampleTemplate', { kind: 'excel', none: null });
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('col1,col2\n');
    const { url, init, headers } = call();
    expect(url).toBe('/api/folder/Module/ExportSampleTemplate?kind=excel');
    expect(init.method).toBe('GET');
    expect(headers.accept).toBe('*/*');
    expect(headers).not.toHaveProperty('content-type');
  });

  it('a failed download is an ApiError like any other call', async () => {
    fetchMock.mockResolvedValue(json({ success: false, errorMessage: 'NOT_FOUND', message: 'Not found.' }, 404));
    const error = await apiError(api.download('folder/Module/ExportSampleTemplate'));
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND', message: viErrors.NOT_FOUND });
  });
});

describe('timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hangingFetch();
  });

  it('a JSON call times out after 60,000 ms, not before, and the message names 60000 ms (vi)', async () => {
    const result = apiError(api.get('Topics'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call().init.signal?.aborted).toBe(false); // the download timeout does not apply
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call().init.signal?.aborted).toBe(true);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(viErrors.client.timeout.replace('{{ms}}', '60000'));
    expect(error.message).toContain('60000 ms');
  });

  it('a download times out after 30,000 ms, not before, and the message names 30000 ms (vi)', async () => {
    const result = apiError(api.download('folder/Module/ExportSampleTemplate'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call().init.signal?.aborted).toBe(true);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(viErrors.client.timeout.replace('{{ms}}', '30000'));
    expect(error.message).toContain('30000 ms');
  });

  it('the timeout message is in English after switching the language to en, for both timeouts', async () => {
    await i18n.changeLanguage('en');
    const json = apiError(api.get('Topics'));
    const download = apiError(api.download('folder/Module/ExportSampleTemplate'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await download).message).toBe(enErrors.client.timeout.replace('{{ms}}', '30000'));
    expect((await download).message).toBe('The server did not answer within 30000 ms. Please try again.');
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await json).message).toBe('The server did not answer within 60000 ms. Please try again.');
  });

  it('an explicit timeoutMs wins over both defaults', async () => {
    const result = apiError(request('Topics', { timeoutMs: 5_000, download: true }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('5000 ms');
  });

  it('clears its timer once the answer arrives', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: 1 }));
    await expect(api.get('Topics')).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the timeout and the abort also cover reading the body', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a download whose body stalls after the headers times out at 30,000 ms', async () => {
    stallingBodyFetch({ status: 200, headers: { 'content-type': 'application/octet-stream' } });
    const result = apiError(api.download('folder/Module/ExportSampleTemplate'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(viErrors.client.timeout.replace('{{ms}}', '30000'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a JSON answer whose body stalls times out at 60,000 ms', async () => {
    stallingBodyFetch();
    const result = apiError(api.get('Topics'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('60000 ms');
  });

  it('the caller aborting while the body is read is an abort', async () => {
    stallingBodyFetch();
    const controller = new AbortController();
    const result = apiError(api.get('Topics', undefined, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await result;
    expect(error.kind).toBe('abort');
    expect(error.message).toBe(viErrors.client.aborted);
  });

  it('a connection lost in the middle of a download is a network ApiError, not a raw TypeError', async () => {
    const { failBody } = stallingBodyFetch();
    const result = apiError(api.download('folder/Module/ExportSampleTemplate'));
    await vi.advanceTimersByTimeAsync(10);
    failBody();
    const error = await result;
    expect(error.kind).toBe('network');
    expect(error.message).toBe(viErrors.client.network);
  });
});

describe('network failure and abort', () => {
  it('a rejected fetch is a network error with the translated message (vi, then en)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const vi_ = await apiError(api.get('Topics'));
    expect(vi_.kind).toBe('network');
    expect(vi_.status).toBeUndefined();
    expect(vi_.code).toBeUndefined();
    expect(vi_.message).toBe(viErrors.client.network);

    await i18n.changeLanguage('en');
    const en = await apiError(api.get('Topics'));
    expect(en.kind).toBe('network');
    expect(en.message).toBe(enErrors.client.network);
  });

  it('the caller aborting its signal is an abort, not a timeout or a network error', async () => {
    hangingFetch();
    const controller = new AbortController();
    const result = apiError(api.get('SearchSentenceVocakey', { searchText: 'cat' }, { signal: controller.signal }));
    expect(call().init.signal?.aborted).toBe(false);
    controller.abort();
    const error = await result;
    expect(error.kind).toBe('abort');
    expect(error.message).toBe(viErrors.client.aborted);
    expect(call().init.signal?.aborted).toBe(true);
  });

  it('a signal already aborted before the call aborts it at once', async () => {
    hangingFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await apiError(api.get('Topics', undefined, { signal: controller.signal }));
    expect(error.kind).toBe('abort');
    expect(error.message).toBe(viErrors.client.aborted);
  });

  it('stops listening to the caller signal once the call has finished', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    fetchMock.mockResolvedValue(json({ success: true, data: 1 }));
    await api.get('Topics', undefined, { signal: controller.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    controller.abort(); // after the answer: changes nothing and throws nothing
    expect(call().init.signal?.aborted).toBe(false);
  });
});

describe('error answers', () => {
  it('an error envelope becomes an ApiError with code, status, fields and the vi catalogue text', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          errorMessage: 'VALIDATION_FAILED',
          message: ERROR_DEFINITIONS.VALIDATION_FAILED.message,
          errors: { email: 'INVALID_EMAIL', 'profile.phone': 'INVALID_PHONE' },
        },
        400,
      ),
    );
    const error = await apiError(api.post('auth/LearnerRegister', { email: 'x' }));
    expect(error.name).toBe('ApiError');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'INVALID_EMAIL', 'profile.phone': 'INVALID_PHONE' });
    expect(error.message).toBe(viErrors.VALIDATION_FAILED);
    expect(error.message).not.toBe(ERROR_DEFINITIONS.VALIDATION_FAILED.message); // translated, not the server's text
  });

  it('the message follows the interface language (en)', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(
      json({ success: false, errorMessage: 'NAME_CLASS_EXIST', message: 'Class name already exists.' }, 409),
    );
    const error = await apiError(api.post('Class/CreateClass', { name: 'A' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'NAME_CLASS_EXIST', fields: undefined });
    expect(error.message).toBe(enErrors.NAME_CLASS_EXIST);
  });

  it.each([
    ['INVALID_LOGIN', 400],
    ['REACHED_LIMIT_TRIAL_SENTENCES', 422],
    ['NEED_UPGRADE_TO_LEARN_SENTENCE', 403],
    ['TOO_MANY_REQUESTS', 429],
    ['INTERNAL_ERROR', 500],
  ] as const)('%s (%i) is translated from the vi catalogue', async (code, status) => {
    fetchMock.mockResolvedValue(json({ success: false, errorMessage: code, message: 'server text' }, status));
    const error = await apiError(api.get('x'));
    expect(error).toMatchObject({ kind: 'http', status, code, message: viErrors[code] });
  });

  it('an unknown code gives the request-failed message naming the status, and no code', async () => {
    fetchMock.mockResolvedValue(json({ success: false, errorMessage: 'SOMETHING_NEW', message: 'x' }, 418));
    const error = await apiError(api.get('x'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(418);
    expect(error.code).toBeUndefined();
    expect(error.message).toBe('Yêu cầu không thành công (mã 418).');
  });

  it('a non-JSON error body (proxy page) gives the request-failed message naming the status (vi and en)', async () => {
    fetchMock.mockImplementation(
      async () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const vi_ = await apiError(api.get('x'));
    expect(vi_).toMatchObject({ kind: 'http', status: 502, code: undefined, fields: undefined });
    expect(vi_.message).toBe(viErrors.client.requestFailed.replace('{{status}}', '502'));
    await i18n.changeLanguage('en');
    const en = await apiError(api.get('x'));
    expect(en.message).toBe('The request failed (status 502).');
  });

  it('an empty error body gives the request-failed message too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    const error = await apiError(api.get('x'));
    expect(error.message).toBe(viErrors.client.requestFailed.replace('{{status}}', '500'));
    expect(error.code).toBeUndefined();
  });

  it('a 2xx without success: true is a bad response, whatever the reason', async () => {
    const answers = [
      () => json({ data: { id: 1 } }),
      () => json({ success: false, data: 1 }),
      () => json({ success: 'true', data: 1 }),
      () => json(null),
      () => json([1, 2]),
      () => new Response('not json', { status: 200 }),
      () => new Response('', { status: 200 }),
      () => new Response('{', { status: 201 }),
    ];
    for (const answer of answers) {
      fetchMock.mockResolvedValueOnce(answer());
      const error = await apiError(api.get('x'));
      expect(error.kind).toBe('http');
      expect(error.message).toBe(viErrors.client.badResponse);
      expect(error.code).toBeUndefined();
    }
    expect(fetchMock).toHaveBeenCalledTimes(answers.length);
  });

  it('a bad response keeps its status', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }, 200));
    expect((await apiError(api.get('x'))).status).toBe(200);
  });

  it('error answers other than 401 and 451 leave the token and the page alone', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'keep-me');
    for (const status of [400, 403, 404, 500]) {
      fetchMock.mockResolvedValueOnce(json({ success: false, errorMessage: 'FORBIDDEN', message: 'x' }, status));
      await apiError(api.get('x'));
    }
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('keep-me');
    expect(window.localStorage.getItem(LOGOUT_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(goHome).not.toHaveBeenCalled();
  });
});

describe('401: signed out', () => {
  const unauthorized = () =>
    json({ success: false, errorMessage: 'UNAUTHORIZED', message: ERROR_DEFINITIONS.UNAUTHORIZED.message }, 401);

  async function answer401On(path: string) {
    window.localStorage.setItem(TOKEN_KEY, 'old-token');
    pathname.mockReturnValue(path);
    fetchMock.mockResolvedValue(unauthorized());
    const error = await apiError(api.get('account/Profile'));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHORIZED', message: viErrors.UNAUTHORIZED });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(LOGOUT_KEY)).toBeNull();
  }

  it.each(['/', '/about-us', '/upgrade', '/Upgrade/', '/privacy-policy', '/static_page'])(
    'on the known route %s: clears the token and reloads the page',
    async (path) => {
      await answer401On(path);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(goHome).not.toHaveBeenCalled();
    },
  );

  it.each(['/learning/search', '/Learning/Search', '/learning/search/abc'])(
    'on search-and-learn (%s): clears the token and does nothing else',
    async (path) => {
      await answer401On(path);
      expect(reload).not.toHaveBeenCalled();
      expect(goHome).not.toHaveBeenCalled();
    },
  );

  it.each(['/somewhere', '/learning', '/about-us/more', '/class/12'])(
    'elsewhere (%s): clears the token and goes home',
    async (path) => {
      await answer401On(path);
      expect(goHome).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('a 401 with a non-JSON body still clears the token and fails with the status', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'old-token');
    pathname.mockReturnValue('/somewhere');
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    const error = await apiError(api.get('x'));
    expect(error.message).toBe(viErrors.client.requestFailed.replace('{{status}}', '401'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
  });
});

describe('451: session ended', () => {
  it.each(['USER_DEACTIVED', 'SESSION_REVOKED'] as const)(
    '%s: clears the token, sets the logout flag and goes home, from any page',
    async (code) => {
      window.localStorage.setItem(TOKEN_KEY, 'old-token');
      pathname.mockReturnValue('/upgrade'); // a known route: a 401 would reload here, a 451 still goes home
      fetchMock.mockResolvedValue(json({ success: false, errorMessage: code, message: 'x' }, 451));
      const error = await apiError(api.get('account/Profile'));
      expect(error).toMatchObject({ kind: 'http', status: 451, code, message: viErrors[code] });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(window.localStorage.getItem(LOGOUT_KEY)).toBe('1');
      expect(goHome).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
