import { applyApiFieldErrors } from '@/lib/form';
import { i18n } from '@/lib/i18n';

/**
 * Routes a failed call: per-field errors (VALIDATION_FAILED) go under the fields the form has; anything else
 * (or an error for a field this form does not show) becomes the message for the alert above the form.
 * Answers that message (null when the fields say it all) and the first field, in screen order, that got an error.
 */
export function splitApiError<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
): { message: string | null; firstField: F | undefined } {
  const withError = new Set<string>();
  let unshown = false;
  const applied = applyApiFieldErrors(error, (field, message) => {
    if ((fields as readonly string[]).includes(field)) {
      setFieldError(field as F, message);
      withError.add(field);
    } else unshown = true;
  });
  const firstField = fields.find((field) => withError.has(field));
  if (applied && !unshown) return { message: null, firstField };
  const message = error instanceof Error && error.message ? error.message : i18n.t('errors:INTERNAL_ERROR');
  return { message, firstField };
}
