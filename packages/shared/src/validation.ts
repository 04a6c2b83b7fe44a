import { z } from 'zod';
import { isFieldErrorCode, type FieldErrorCode } from './errors.ts';

export type ZodIssue = z.core.$ZodIssue;
type Issue = ZodIssue;

// A missing value is reported as REQUIRED everywhere (the API's `errors` and the forms), whatever the schema.
z.config({
  customError: (issue) =>
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    (issue.input === undefined || issue.input === null)
      ? 'REQUIRED'
      : undefined,
});

/** Maps one Zod issue to the field code that the API sends and the forms translate. */
export function fieldCodeOf(issue: Issue): FieldErrorCode {
  if (isFieldErrorCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return 'INVALID_TYPE'; // a missing value already carries the message REQUIRED (customError above)
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_LONG' : 'TOO_BIG';
    case 'invalid_format':
      return issue.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_FORMAT';
    case 'invalid_value':
      return 'INVALID_VALUE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID';
  }
}

/** `{ "profile.email": "INVALID_EMAIL" }`: the first issue of each field, keyed by its dotted path. */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) errors[issue.path.length ? `${key}.${k}` : k] ??= 'UNKNOWN_FIELD';
      continue;
    }
    errors[key] ??= fieldCodeOf(issue);
  }
  return errors;
}
