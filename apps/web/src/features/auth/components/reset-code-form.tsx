import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

import { lazyZodValidate } from '@/lib/form';

interface ResetCodeFormProps {
  email: string;
  onCode: (code: string) => void;
}

const validate = lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.checkResetPasswordSchema));

/** Step 2 of a reset: the 6-digit code from the mail (phones offer it from the SMS/mail with one-time-code). */
export function ResetCodeForm({ email, onCode }: ResetCodeFormProps) {
  const { t } = useTranslation('auth');
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    name: 'reset-code',
    mode: 'controlled',
    initialValues: { email, code: '' },
    validate,
    validateInputOnBlur: ['code'],
  });

  useEffect(() => {
    input.current?.focus();
  }, []);

  // Built per submit event, so the handlers read refs only when the form is sent.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      ({ code }) => onCode(code),
      () => input.current?.focus(),
    )(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={input}
          label={t('forgot.code')}
          description={t('forgot.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          size="md"
          {...form.getInputProps('code')}
          // Digits only: a pasted "123 456" becomes "123456".
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Button type="submit" size="md" fullWidth>
          {t('forgot.continue')}
        </Button>
      </Stack>
    </form>
  );
}
