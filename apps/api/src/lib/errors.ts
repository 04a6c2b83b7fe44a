import { ERROR_DEFINITIONS } from '@vocakey/shared/error-definitions';
import type { ErrorCode, FieldErrorCode } from '@vocakey/shared/errors';

/** A failure with a stable code; thrown by services, turned into the error envelope in one place. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, FieldErrorCode> | undefined;
  constructor(
    readonly code: ErrorCode,
    options: { status?: number; fields?: Record<string, FieldErrorCode>; cause?: unknown } = {},
  ) {
    super(ERROR_DEFINITIONS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? ERROR_DEFINITIONS[code].status;
    this.fields = options.fields;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const invalid = (fields: Record<string, FieldErrorCode>) => new AppError('VALIDATION_FAILED', { fields });
