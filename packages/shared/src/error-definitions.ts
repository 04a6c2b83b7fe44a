import type { ErrorCode } from './errors.ts';

/** The HTTP status and English server message of every error code (errors.ts lists the codes). */
export const ERROR_DEFINITIONS = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  UNAUTHORIZED: { status: 401, message: 'Sign in to continue.' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  INVALID_FILE_TYPE: { status: 415, message: 'Invalid file type.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests, please wait a moment.' },
  INTERNAL_ERROR: { status: 500, message: 'Something happened, please try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },

  INVALID_LOGIN: { status: 400, message: 'Login info incorrect.' },
  EMAIL_EXISTED: { status: 409, message: 'Email already used.' },
  RESET_PASSWORD_FAIL: { status: 400, message: 'Reset failed.' },
  FACEBOOK_USER_NOT_FOUND: { status: 400, message: 'Facebook account not found.' },
  FACEBOOK_EMAIL_REQUIRED: { status: 400, message: 'Enter an email address to continue.' },
  CURRENT_PASSWORD_MISMATCH: { status: 400, message: 'Current password wrong.' },
  INVALID_RECAPTCHA: { status: 400, message: 'Captcha invalid or expired, reload the page.' },
  OTP_INVALID: { status: 400, message: 'The code is incorrect or has expired.' },
  ACCOUNT_LOCKED: { status: 429, message: 'Too many failed sign-ins: this account is locked for a few minutes.' },
  CONFIRMATION_MISMATCH: { status: 400, message: 'The confirmation does not match.' },
  USER_DEACTIVED: { status: 451, message: 'Account deactivated, contact the administrator.' },
  SESSION_REVOKED: { status: 451, message: 'This session has ended, sign in again.' },

  CAN_NOT_CONTINUE: { status: 422, message: 'Cannot continue.' },
  REACHED_LIMIT_TRIAL_SENTENCES: { status: 422, message: 'Trial limit reached, upgrade to continue.' },
  REACH_NUMBER_REVIEW_LIMIT_CAN_NOT_CONTINUE: {
    status: 422,
    message: 'Too many words are waiting for review; review them first.',
  },
  NEED_UPGRADE_TO_LEARN_SENTENCE: { status: 403, message: 'Upgrade to view this sentence.' },
  EXIST_STUDENTS_IN_CLASS: { status: 409, message: 'Cannot delete a class that has students.' },
  NAME_CLASS_EXIST: { status: 409, message: 'Class name already exists.' },
  MODULE_DOSE_NOT_EXIST_IN_CLASS: { status: 422, message: 'This module is not in the class.' },
  MODULE_NEEDS_TWO_WORDS: { status: 422, message: 'You need at least 2 words to create this module.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;
