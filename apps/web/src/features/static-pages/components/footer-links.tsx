import { Anchor, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_PAGE_URLS } from '@vocakey/shared/site';
import { paths } from '@/config/paths';
import { useStaticPages } from '../api/get-static-pages';

const ownRoute = new Set<string>(INFO_PAGE_URLS);

export function FooterLinks() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useStaticPages();
  if (isPending) return <Skeleton height={20} width="60%" aria-hidden />;
  const pages = data?.data.filter((p) => p.showInFooter) ?? [];
  return (
    <nav aria-label={t('footer.label')}>
      <Group gap="md" wrap="wrap">
        {pages.map((p) => (
          <Anchor
            key={p.url}
            component={Link}
            to={ownRoute.has(p.url) ? `/${p.url}` : paths.staticPage(p.url)}
            size="sm"
            c="dimmed"
            py={6}
          >
            {i18n.resolvedLanguage === 'en' ? p.titleEn : p.titleVi}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
