import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@vocakey/shared/account';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { signOutAfterNotice } from '../sign-out-after-notice';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The danger zone: deleting the account is confirmed in a modal with the password, or, for an account without
 * one (Google, Facebook), by typing its email. Success: notice, stored session cleared, home (spec §4).
 */
export function DeleteAccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const remove = useDeleteAccount({
    onSuccess: () => {
      setSigningOut(true);
      void signOutAfterNotice(queryClient, t('delete.deleted'));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.kind === 'http' && err.status !== undefined && err.status < 500) {
        setError(err.message); // wrong password or email, too many attempts: said under the field
      } else notifyError(err);
    },
  });

  const busy = remove.isPending || signingOut;
  const ready = profile.hasPassword ? confirmation.length > 0 : sameEmail(confirmation, profile.email);

  const close = () => {
    if (busy) return;
    setOpened(false);
    setConfirmation('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setError(null);
    remove.mutate(profile.hasPassword ? { password: confirmation } : { email: confirmation.trim() });
  };

  const fieldProps = {
    value: confirmation,
    error,
    'data-autofocus': true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setConfirmation(event.currentTarget.value);
      setError(null);
    },
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="delete-account-heading" bd="1px solid red.6">
      <Stack gap="sm">
        <Title order={2} size="h3" id="delete-account-heading" c="red.7">
          {t('delete.heading')}
        </Title>
        <Text size="sm">{t('delete.warning')}</Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpened(true)} w={{ base: '100%', sm: 'auto' }}>
            {t('delete.open')}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={close}
        title={t('delete.modalTitle')}
        closeOnClickOutside={!busy}
        closeOnEscape={!busy}
        withCloseButton={!busy}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('delete.warning')}</Text>
            {profile.hasPassword ? (
              <PasswordInput label={t('delete.password')} autoComplete="current-password" {...fieldProps} />
            ) : (
              <TextInput
                type="email"
                label={t('delete.email')}
                description={t('delete.emailHint', { email: profile.email })}
                autoComplete="off"
                inputMode="email"
                {...fieldProps}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('delete.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} disabled={!ready}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
