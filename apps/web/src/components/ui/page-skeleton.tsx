import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page looks like while its code or data arrives: a title and a few lines, never a blank screen. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={32} width="55%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    </Container>
  );
}
