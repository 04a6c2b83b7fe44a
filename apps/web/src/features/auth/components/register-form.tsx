import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@vocakey/shared/auth';
import { fieldMessage, lazyZodValidate } from '@/lib/form';
import { useRegister } from '../api/register';
import { useCaptcha } from '../hooks/use-captcha';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';

const FIELDS = ['email', 'password', 'confirmPassword', 'fullName'] as const;

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
}

const validateWithSchema = lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.registerSchema));

/** The shared schema's checks; an empty confirmation reads "required" rather than "does not match". */
function validate(values: RegisterValues): Record<string, string> {
  const errors = validateWithSchema(values);
  if (!values.confirmPassword) errors.confirmPassword = fieldMessage('REQUIRED');
  return errors;
}

interface RegisterFormProps {
  recaptchaSiteKey: string | null | undefined;
  onSuccess: (result: AuthResult) => Promise<void>;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

/** Sign-up by email: email, password twice, and an optional full name. */
export function RegisterForm({ recaptchaSiteKey, onSuccess, onError }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const language = useInterfaceLanguage();
  const captcha = useCaptcha(recaptchaSiteKey);
  const form = useForm<RegisterValues>({
    name: 'register',
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '', fullName: '' },
    validate,
    validateInputOnBlur: true,
  });
  const { handleSubmit, handleApiError } = useGuardedSubmit({ form, fields: FIELDS, onError, captcha });
  const register = useRegister({ onError: handleApiError });

  const submit = handleSubmit(async (values) => {
    const result = await register.mutateAsync({
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      fullName: values.fullName.trim() || undefined,
      language,
      recaptchaToken: captcha.token,
    });
    await onSuccess(result);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField size="md" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label={t('common.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          size="md"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <TextInput
          label={t('register.fullName')}
          description={t('register.fullNameHint')}
          placeholder={t('register.fullNamePlaceholder')}
          autoComplete="name"
          size="md"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
