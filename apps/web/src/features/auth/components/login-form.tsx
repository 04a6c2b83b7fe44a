import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthResult } from '@vocakey/shared/auth';
import { paths } from '@/config/paths';
import { lazyZodValidate } from '@/lib/form';
import { useLogin } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  recaptchaSiteKey: string | null | undefined;
  onSuccess: (result: AuthResult) => Promise<void>;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

/** Email and password sign-in. */
export function LoginForm({ recaptchaSiteKey, onSuccess, onError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(recaptchaSiteKey);
  const form = useForm({
    name: 'login',
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.loginSchema)),
    validateInputOnBlur: true,
  });
  const { handleSubmit, handleApiError } = useGuardedSubmit({ form, fields: FIELDS, onError, captcha });
  const login = useLogin({ onError: handleApiError });

  const submit = handleSubmit(async (values) => {
    const result = await login.mutateAsync({ ...values, recaptchaToken: captcha.token });
    await onSuccess(result);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField size="md" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label={t('common.password')}
          autoComplete="current-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
