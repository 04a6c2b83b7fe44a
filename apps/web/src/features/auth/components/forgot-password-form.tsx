import { useRef, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

import { lazyZodValidate } from '@/lib/form';
import { useForgotPassword } from '../api/forgot-password';
import { useCaptcha } from '../hooks/use-captcha';
import { splitApiError } from '../utils/api-error';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  recaptchaSiteKey: string | null | undefined;
  onSent: (email: string) => void;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

/** Step 1 of a reset: the email to send the code and link to. */
export function ForgotPasswordForm({ defaultEmail = '', recaptchaSiteKey, onSent, onError }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const sending = useRef(false);
  const captcha = useCaptcha(recaptchaSiteKey);
  const form = useForm({
    name: 'forgot-password',
    mode: 'uncontrolled',
    initialValues: { email: defaultEmail },
    validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.forgotPasswordSchema)),
    validateInputOnBlur: true,
  });
  const forgotPassword = useForgotPassword({
    onError: (error) => {
      const { message, firstField } = splitApiError(error, ['email'], form.setFieldError);
      onError(message);
      if (firstField) form.getInputNode(firstField)?.focus();
      captcha.reset();
    },
  });

  // Built per submit event, so the handlers read refs only when the form is sent.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async ({ email }) => {
        if (sending.current || !captcha.check()) return;
        sending.current = true;
        onError(null);
        try {
          const trimmed = email.trim();
          await forgotPassword.mutateAsync({ email: trimmed, recaptchaToken: captcha.token });
          onSent(trimmed);
        } catch {
          // shown by the mutation's onError
        } finally {
          sending.current = false;
        }
      },
      () => form.getInputNode('email')?.focus(),
    )(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('common.email')}
          placeholder={t('common.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          size="md"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
