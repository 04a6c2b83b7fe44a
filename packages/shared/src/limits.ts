/** Business constants named by the spec (section 9) and API.md; one source for both apps. */
export const PAGING = { defaultLimit: 20, maxLimit: 100 } as const;

export const HTTP_TIMEOUT_MS = { request: 60_000, download: 30_000 } as const;

export const BACK_TO_TOP = { showAfterPx: 400, durationMs: 700 } as const;

export const REFERENCE_VERSION_INITIAL = '0';

export const STATIC_PAGE_LIST_QUERY = { page: 1, limit: 999 } as const;

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;

export const AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT = 10;
