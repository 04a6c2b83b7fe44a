import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <title>{`${t('notFound.title')} · Vocakey`}</title>
      <Stack align="center" gap="md" py="xl" ta="center">
        <Text fz={64} fw={700} c="brand" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home} size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
