import type { z } from 'zod';
import type { FieldErrorCode } from '@vocakey/shared/errors';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The translated message of a field code ("REQUIRED" → "Vui lòng không để trống"). */
export const fieldMessage = (code: FieldErrorCode | string) => i18n.t(`errors:field.${code}`);

/**
 * `zodValidate` for a schema loaded after the first paint: the form draws at once, without Zod (~25 KB gzip), and
 * checks with the shared schema as soon as it has arrived (in practice before the first field is left). Until
 * then it reports nothing, and the API, which checks the same schema, answers any mistake field by field.
 * Use with `useForm({ validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.loginSchema)) })`.
 */
const loading = new Set<Promise<unknown>>();

/** Resolves once every lazily loaded form schema has arrived (tests wait on it before typing). */
export const formSchemasReady = () => Promise.all([...loading]);

export function lazyZodValidate(load: () => Promise<z.ZodType>) {
  let validate: ((values: unknown) => Record<string, string>) | undefined;
  const ready = Promise.all([load(), import('./form-validation')]).then(([schema, { zodValidate }]) => {
    validate = zodValidate(schema);
  });
  loading.add(ready);
  void ready.finally(() => loading.delete(ready));
  return (values: unknown): Record<string, string> => (validate ? validate(values) : {});
}

/**
 * Puts the API's per-field errors (VALIDATION_FAILED) on the form's fields; answers whether it did, so the
 * caller shows a general message otherwise.
 */
export function applyApiFieldErrors(error: unknown, setFieldError: (field: string, message: string) => void): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const entries = Object.entries(error.fields);
  for (const [field, code] of entries) setFieldError(field, fieldMessage(code));
  return entries.length > 0;
}
