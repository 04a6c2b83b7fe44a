import '@mantine/dates/styles.css';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { CompletionSummary } from '../components/completion-summary';
import { ProfileForm } from '../components/profile-form';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={92} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

/** /profile: profile completion (spec §2), with its completeness updating as the profile is saved. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { data: profile } = useUser();

  return (
    <Container size="md" py="xl">
      <title>{`${t('profile.title')} · Vocakey`}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('profile.title')}</Title>
          <Text c="dimmed">{t('profile.intro')}</Text>
        </Stack>
        {profile ? (
          <>
            <CompletionSummary percent={profile.completePercentage} />
            <ProfileForm profile={profile} />
          </>
        ) : (
          <ProfileSkeleton />
        )}
      </Stack>
    </Container>
  );
}
