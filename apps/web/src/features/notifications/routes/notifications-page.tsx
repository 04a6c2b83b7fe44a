import { useEffect } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  rem,
  useMantineTheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGING } from '@vocakey/shared/limits';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllSeen } from '../api/mark-all-seen';
import { useMarkSeen } from '../api/mark-seen';
import { BellIcon } from '../components/bell-icon';
import { NotificationItem } from '../components/notification-item';

const PAGE_SIZE = PAGING.defaultLimit;

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Paper key={i} withBorder p="md">
          <Stack gap="xs">
            <Skeleton height={18} width="55%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={12} width={120} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function EmptyState() {
  const { t } = useTranslation('notifications');
  const { data: user } = useUser();
  const incomplete = Boolean(user && user.completePercentage < 100);
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="sm">
        <BellIcon width={40} height={40} />
        <Title order={2} size="h3">
          {t('page.empty.title')}
        </Title>
        <Text c="dimmed" maw="32rem">
          {t('page.empty.text')}
        </Text>
        {incomplete ? (
          <Button component={Link} to={paths.profile}>
            {t('page.empty.action')}
          </Button>
        ) : (
          <Button component={Link} to={paths.account} variant="light">
            {t('page.empty.account')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** /account/notifications: my notifications, 20 a page, newest first; mark one or all as seen. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const theme = useMantineTheme();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const { data, isPending, isError, refetch, isFetching } = useNotifications({ page, limit: PAGE_SIZE });
  const markSeen = useMarkSeen();
  const markAll = useMarkAllSeen();

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  // A page beyond the last (a stale link, or the last item of the last page gone): show the last page.
  useEffect(() => {
    if (data && page > pages) setSearch(pages === 1 ? {} : { page: String(pages) }, { replace: true });
  }, [data, page, pages, setSearch]);

  return (
    <Container size="md" py="xl">
      <title>{`${t('page.title')} · Vocakey`}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('page.title')}</Title>
            {data && data.total > 0 && (
              <Text c="dimmed" role="status">
                {data.unseen > 0 ? t('page.unseenCount', { count: data.unseen }) : t('page.allSeen')}
              </Text>
            )}
          </Stack>
          {data && data.unseen > 0 && (
            <Button variant="light" loading={markAll.isPending} onClick={() => markAll.mutate()}>
              {t('page.markAllSeen')}
            </Button>
          )}
        </Group>

        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <Alert color="red" variant="light" title={t('page.loadFailed')}>
            <Button variant="default" mt="xs" loading={isFetching} onClick={() => void refetch()}>
              {t('page.retry')}
            </Button>
          </Alert>
        ) : data.total === 0 ? (
          <EmptyState />
        ) : (
          <>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={isFetching}>
              {data.data.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  marking={markSeen.isPending && markSeen.variables === n.id}
                  onMarkSeen={(id) => markSeen.mutate(id)}
                />
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center" component="nav" aria-label={t('page.pagination')}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={goTo}
                  siblings={1}
                  boundaries={1}
                  size="lg"
                  vars={() => ({ root: { '--pagination-control-size': rem(theme.other.touchTarget as number) } })}
                  getControlProps={(control) => ({ 'aria-label': t(`page.controls.${control}`) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
