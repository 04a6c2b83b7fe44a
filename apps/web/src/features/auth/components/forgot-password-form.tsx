import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

import { lazyZodValidate } from '@/lib/form';
import { useForgotPassword } from '../api/forgot-password';
import { useCaptcha } from '../hooks/use-captcha';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { EmailField } from './email-field';

const FIELDS = ['email'] as const;

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
  const captcha = useCaptcha(recaptchaSiteKey);
  const form = useForm({
    name: 'forgot-password',
    mode: 'uncontrolled',
    initialValues: { email: defaultEmail },
    validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.forgotPasswordSchema)),
    validateInputOnBlur: true,
  });
  const { handleSubmit, handleApiError } = useGuardedSubmit({ form, fields: FIELDS, onError, captcha });
  const forgotPassword = useForgotPassword({ onError: handleApiError });

  const submit = handleSubmit(async ({ email }) => {
    const trimmed = email.trim();
    await forgotPassword.mutateAsync({ email: trimmed, recaptchaToken: captcha.token });
    onSent(trimmed);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField size="md" key={form.key('email')} {...form.getInputProps('email')} />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
