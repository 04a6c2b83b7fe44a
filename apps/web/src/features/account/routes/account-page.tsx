import { useState } from 'react';
import { Button, Container, NavLink, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { signOut, useUser } from '@/lib/auth';
import { AccountOverview } from '../components/account-overview';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';

const Chevron = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <path d="m9 18 6-6-6-6" />
  </svg>
);

/** /account: the overview, links to the profile and notifications, change password, sign out, delete account. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { data: profile } = useUser();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <Container size="md" py="xl">
      <title>{`${t('overview.title')} · Vocakey`}</title>
      <Stack gap="lg">
        <Title order={1}>{t('overview.title')}</Title>
        {!profile ? (
          <Stack gap="md" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton height={220} />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <>
            <AccountOverview profile={profile} />

            <Paper withBorder component="nav" aria-label={t('overview.links.label')}>
              <NavLink
                component={Link}
                to={paths.profile}
                label={t('overview.links.profile')}
                description={t('overview.links.profileHint', { percent: profile.completePercentage })}
                rightSection={<Chevron />}
              />
              <NavLink
                component={Link}
                to={paths.notifications}
                label={t('overview.links.notifications')}
                description={t('overview.links.notificationsHint')}
                rightSection={<Chevron />}
              />
            </Paper>

            <Paper withBorder p="md" component="section" aria-labelledby="change-password-heading">
              <Stack gap="md">
                <Title order={2} size="h3" id="change-password-heading">
                  {t('password.heading')}
                </Title>
                <ChangePasswordForm profile={profile} />
              </Stack>
            </Paper>

            <Button
              variant="default"
              size="md"
              loading={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut(queryClient);
              }}
              w={{ base: '100%', sm: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('overview.signOut')}
            </Button>

            <DeleteAccountSection profile={profile} />
          </>
        )}
      </Stack>
    </Container>
  );
}
