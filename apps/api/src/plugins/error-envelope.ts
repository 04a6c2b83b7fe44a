import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_DEFINITIONS } from '@vocakey/shared/error-definitions';
import type { ErrorCode, FieldErrorCode } from '@vocakey/shared/errors';
import { fieldErrorsOf, type ZodIssue } from '@vocakey/shared/validation';
import { AppError } from '../lib/errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'INVALID_FILE_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  status: number = ERROR_DEFINITIONS[code].status,
  fields?: Record<string, FieldErrorCode>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        success: false,
        errorMessage: code,
        message: ERROR_DEFINITIONS[code].message,
        ...(fields ? { errors: fields } : {}),
      }),
    );
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08001',
  '08003',
  '08006',
]);

/** The database is down or restarting: the request may work in a moment, so 503 rather than 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}

/**
 * The one place where failures become the error envelope: domain errors keep their code, invalid input becomes
 * VALIDATION_FAILED with a code per field, and anything unexpected is a bare INTERNAL_ERROR (logged, never shown).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(reply, error.code, error.statusCode, error.fields);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map(
          (v) =>
            ({
              ...v.params,
              code: v.keyword,
              message: v.message,
              path: v.instancePath.split('/').filter(Boolean),
            }) as unknown as ZodIssue,
        );
        return sendError(reply, 'VALIDATION_FAILED', 400, fieldErrorsOf(issues));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return sendError(reply, 'INTERNAL_ERROR', 500);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return sendError(reply, 'SERVICE_UNAVAILABLE', 503);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 || !CODE_BY_STATUS[status]) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, 'INTERNAL_ERROR', 500);
      }
      if (status === 400) {
        // Malformed JSON or an empty body where one is required.
        return sendError(reply, 'VALIDATION_FAILED', 400, { _: 'INVALID' });
      }
      return sendError(reply, CODE_BY_STATUS[status], status);
    });
  },
  { name: 'error-envelope' },
);
