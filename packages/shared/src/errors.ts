/**
 * Every error code the API can answer with: the spec's catalogue (section 8) plus those named in API.md.
 * The web app translates them through its `errors` catalogues (a unit test keeps every code translated);
 * the API's status and English server message for each live in error-definitions.ts, checked against this list.
 * This file has no Zod and no messages: the web app's first load imports it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_LOGIN',
  'EMAIL_EXISTED',
  'RESET_PASSWORD_FAIL',
  'FACEBOOK_USER_NOT_FOUND',
  'FACEBOOK_EMAIL_REQUIRED',
  'CURRENT_PASSWORD_MISMATCH',
  'INVALID_RECAPTCHA',
  'OTP_INVALID',
  'ACCOUNT_LOCKED',
  'CONFIRMATION_MISMATCH',
  'USER_DEACTIVED',
  'SESSION_REVOKED',
  'CAN_NOT_CONTINUE',
  'REACHED_LIMIT_TRIAL_SENTENCES',
  'REACH_NUMBER_REVIEW_LIMIT_CAN_NOT_CONTINUE',
  'NEED_UPGRADE_TO_LEARN_SENTENCE',
  'EXIST_STUDENTS_IN_CLASS',
  'NAME_CLASS_EXIST',
  'MODULE_DOSE_NOT_EXIST_IN_CLASS',
  'MODULE_NEEDS_TWO_WORDS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value);
}

/**
 * Codes for one invalid field, sent in `errors` of a VALIDATION_FAILED answer and used by forms.
 * A schema names one of these as its issue message (`{ error: 'INVALID_EMAIL' }`); other issues are mapped by kind.
 */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_DATE',
  'INVALID_VALUE',
  'PASSWORD_TOO_WEAK',
  'PASSWORDS_DO_NOT_MATCH',
  'OTP_INVALID',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_BIG',
  'UNKNOWN_FIELD',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}
