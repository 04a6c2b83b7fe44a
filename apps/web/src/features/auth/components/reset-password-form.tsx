import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CheckResetPasswordInput } from '@vocakey/shared/auth';
import { fieldMessage, lazyZodValidate } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { PasswordField } from './password-field';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  /** The link's token, or the email with its code, as checked by CheckResetPassword. */
  identity: CheckResetPasswordInput;
  email: string;
  onDone: () => void;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

const validateWithSchema = lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.resetPasswordSchema));

/** Step 3 of a reset: the new password, twice. */
export function ResetPasswordForm({ identity, email, onDone, onError }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<ResetPasswordValues>({
    name: 'reset-password',
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    // The shared schema checks the whole request; only the two password fields are this form's to show.
    validate: (values) => {
      const all = validateWithSchema({ ...identity, ...values });
      const errors: Record<string, string> = {};
      for (const field of FIELDS) if (all[field]) errors[field] = all[field];
      if (!values.confirmPassword) errors.confirmPassword = fieldMessage('REQUIRED');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const { handleSubmit, handleApiError } = useGuardedSubmit({ form, fields: FIELDS, onError });
  const resetPassword = useResetPassword({ onError: handleApiError });

  const submit = handleSubmit(async (values) => {
    await resetPassword.mutateAsync({ ...identity, ...values });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('reset.forEmail', { email })}</Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('reset.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          size="md"
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          size="md"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
