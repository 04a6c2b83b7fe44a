import { ActionIcon, Indicator, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useNotifications } from '../api/get-notifications';
import { BellIcon } from './bell-icon';

/** The header bell: the unseen count on a badge, a link to /account/notifications. Nothing for a visitor. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const theme = useMantineTheme();
  const { data: user } = useUser();
  // The smallest page is enough: the answer carries the account's unseen count.
  const { data } = useNotifications({ page: 1, limit: 1 }, { refetchOnWindowFocus: true });
  if (!user) return null;

  const unseen = data?.unseen ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={paths.notifications}
      variant="subtle"
      color="gray"
      size={theme.other.touchTarget as number}
      aria-label={unseen > 0 ? t('bell.labelUnseen', { count: unseen }) : t('bell.label')}
    >
      <Indicator label={unseen > 99 ? '99+' : unseen} disabled={unseen === 0} size={16} color="red" offset={2}>
        <BellIcon />
      </Indicator>
    </ActionIcon>
  );
}
