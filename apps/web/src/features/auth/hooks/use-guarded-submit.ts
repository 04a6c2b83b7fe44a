import { useRef, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { splitApiError } from '../utils/api-error';
import { focusFirstError } from '../utils/focus-first-error';

interface GuardedSubmitOptions<Values, F extends string> {
  form: UseFormReturnType<Values>;
  /** The form's fields in screen order: where validation and API errors move the focus. */
  fields: readonly F[];
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
  /** The form's reCAPTCHA, when it has one (see useCaptcha). */
  captcha?: { check(): boolean; reset(): void };
}

/**
 * The submit of an auth form that sends one request: a second click while it is under way sends nothing (so a
 * reset code or a sign-up is not spent twice), the captcha must be ticked first, the alert is cleared before each
 * attempt, and failures, from validation or from the API, land on the first field at fault (or the alert).
 * `handleApiError` is the mutation's onError; `handleSubmit(send)` the form's onSubmit, where `send` makes the
 * request and carries on after success (its failure is already shown by `handleApiError`).
 */
export function useGuardedSubmit<Values, F extends string>({
  form,
  fields,
  onError,
  captcha,
}: GuardedSubmitOptions<Values, F>) {
  const sending = useRef(false);

  const handleApiError = (error: unknown) => {
    const { message, firstField } = splitApiError(error, fields, form.setFieldError);
    onError(message);
    if (firstField) form.getInputNode(firstField)?.focus();
    captcha?.reset();
  };

  // Built per submit event, so the handlers read refs only when the form is sent.
  const handleSubmit = (send: (values: Values) => Promise<void>) => (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async (values) => {
        if (sending.current || (captcha && !captcha.check())) return;
        sending.current = true;
        onError(null);
        try {
          await send(values);
        } catch {
          // shown by handleApiError, the mutation's onError
        } finally {
          sending.current = false;
        }
      },
      (errors) => focusFirstError(errors, fields, (f) => form.getInputNode(f)),
    )(event);

  return { handleSubmit, handleApiError };
}
