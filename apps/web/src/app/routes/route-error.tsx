import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reloadOnceForStaleChunk, isStaleChunkError } from '@/lib/stale-chunk';

/**
 * The friendly page for a failed screen. A lazy chunk missing after a deploy reloads the page once
 * (the new index.html names the new chunks); anything else offers a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const stale = isStaleChunkError(error);

  useEffect(() => {
    if (stale) reloadOnceForStaleChunk();
  }, [stale]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" py="xl" ta="center" role="alert">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t(stale ? 'errorPage.updated' : 'errorPage.text')}</Text>
        <Group>
          <Button size="md" onClick={() => window.location.reload()}>
            {t('errorPage.retry')}
          </Button>
          <Button size="md" variant="default" component="a" href="/">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
