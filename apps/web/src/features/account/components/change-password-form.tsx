import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordInput, Profile } from '@vocakey/shared/account';
import { ApiError } from '@/lib/api-client';
import { applyApiFieldErrors, fieldMessage, lazyZodValidate } from '@/lib/form';
import { notifyError } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { signOutAfterNotice } from '../sign-out-after-notice';

const checkSchema = lazyZodValidate(() => import('@vocakey/shared/account').then((m) => m.changePasswordSchema));

/** The schema's rules, plus the mismatch shown as soon as the confirmation is left (even if other fields wait). */
function validate(values: ChangePasswordInput) {
  const errors = checkSchema(values);
  if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = fieldMessage('PASSWORDS_DO_NOT_MATCH');
  }
  return errors;
}

/**
 * Change password (current, new, confirmation). Success ends every session on the server, so the user is told to
 * sign in again and signed out here. An account without a password (Google or Facebook) learns how to set one.
 */
export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const form = useForm<ChangePasswordInput>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
    validateInputOnBlur: true,
  });
  const change = useChangePassword({
    onSuccess: () => {
      setSigningOut(true);
      void signOutAfterNotice(queryClient, t('password.changed'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_MISMATCH') {
        form.setFieldError('currentPassword', error.message);
      } else if (!applyApiFieldErrors(error, form.setFieldError)) notifyError(error);
    },
  });

  if (!profile.hasPassword) {
    return (
      <Alert variant="light" color="brand" title={t('password.noPassword')}>
        <Text size="sm">{t('password.noPasswordHow', { email: profile.email })}</Text>
      </Alert>
    );
  }

  const busy = change.isPending || signingOut;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!busy) change.mutate(values);
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('password.note')}
        </Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.newHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} w={{ base: '100%', sm: 'auto' }}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
