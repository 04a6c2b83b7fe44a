import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { PopupNotifications } from '@/features/notifications/components/popup-notifications';
import { signOut, useUser } from '@/lib/auth';

function initials(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email;
  const words = source.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words.at(-1)![0]! : source.slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in corner of the header: notifications, the account menu, and popups. Its own chunk. */
export default function UserArea() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <NotificationBell />
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('userMenu.label', { name: user.fullName ?? user.email })}
            style={{ minHeight: 44 }}
          >
            <Avatar color="brand" radius="xl" size={36}>
              {initials(user.fullName, user.email)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.fullName ?? user.email}</Menu.Label>
          <Menu.Item component={Link} to={paths.account}>
            {t('userMenu.account')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.profile}>
            {t('userMenu.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.notifications}>
            {t('userMenu.notifications')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut(queryClient)}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PopupNotifications />
    </>
  );
}
