import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { localized } from '@/lib/localized';
import { useStaticPage } from '../api/get-static-page';
import { PageContent } from '../components/page-content';
import viPages from '@/locales/vi/pages.json';
import { bundleCatalogue } from '@/lib/i18n';

bundleCatalogue('pages', viPages);

/** An info page (/about-us, /policies, ...) or any page by `/static_page?url=...`, from GET StaticPage/Urls. */
export function InfoPage() {
  const { t, i18n } = useTranslation('pages');
  const matches = useMatches();
  const [search] = useSearchParams();
  const fromRoute = (matches.at(-1)?.handle as { pageUrl?: string } | undefined)?.pageUrl;
  const url = fromRoute ?? search.get('url') ?? '';
  const { data, isPending, error } = useStaticPage(url);
  const lang = i18n.resolvedLanguage;

  if (!url || (error instanceof ApiError && error.status === 404)) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{t('notFound.title')}</Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button component={Link} to={paths.home}>
            {t('common:notFound.home')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      {isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={36} width="60%" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} />
          ))}
        </Stack>
      ) : error || !data ? (
        <Stack align="center" gap="md" role="alert">
          <Text>{error?.message ?? t('common:errorPage.text')}</Text>
        </Stack>
      ) : (
        <article>
          <title>{`${localized(data, 'title', lang)} · Vocakey`}</title>
          <Title order={1} mb="xs">
            {localized(data, 'title', lang)}
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            {t('updatedAt', { date: formatDateTime(data.updatedAt) })}
          </Text>
          <PageContent html={localized(data, 'html', lang)} />
        </article>
      )}
    </Container>
  );
}
