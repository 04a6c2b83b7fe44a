import { useRef, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthResult } from '@vocakey/shared/auth';
import { paths } from '@/config/paths';
import { lazyZodValidate } from '@/lib/form';
import { useLogin } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { splitApiError } from '../utils/api-error';
import { focusFirstError } from '../utils/focus-first-error';
import { PasswordField } from './password-field';

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
  const sending = useRef(false);
  const captcha = useCaptcha(recaptchaSiteKey);
  const form = useForm({
    name: 'login',
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.loginSchema)),
    validateInputOnBlur: true,
  });
  const login = useLogin({
    onError: (error) => {
      const { message, firstField } = splitApiError(error, FIELDS, form.setFieldError);
      onError(message);
      if (firstField) form.getInputNode(firstField)?.focus();
      captcha.reset();
    },
  });

  // Built per submit event, so the handlers read refs only when the form is sent.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async (values) => {
        if (sending.current || !captcha.check()) return;
        sending.current = true;
        onError(null);
        try {
          const result = await login.mutateAsync({ ...values, recaptchaToken: captcha.token });
          await onSuccess(result);
        } catch {
          // shown by the mutation's onError
        } finally {
          sending.current = false;
        }
      },
      (errors) => focusFirstError(errors, FIELDS, (f) => form.getInputNode(f)),
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
