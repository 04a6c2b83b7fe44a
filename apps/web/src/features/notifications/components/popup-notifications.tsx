import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { localized } from '@/lib/localized';
import { usePopupNotifications } from '../api/get-popup-notifications';
import { useMarkSeen } from '../api/mark-seen';
import { NotificationLink } from './notification-link';

/** Popups closed during this page load; kept outside the component so a remount does not show them again. */
const closed = new Set<string>();

/**
 * Popup notifications for a signed-in user: asked for once per page load and shown one at a time, each in the
 * same single modal (never stacked). Closing one marks it seen and brings the next.
 */
export function PopupNotifications() {
  const { t, i18n } = useTranslation('notifications');
  const { data: user } = useUser();
  const { data: popups } = usePopupNotifications({ enabled: Boolean(user) });
  const [, setClosedCount] = useState(closed.size);
  // Marking seen happens in the background: a failure is not worth interrupting the user for.
  const markSeen = useMarkSeen({ onError: () => {} });

  if (!user || !popups) return null;
  const waiting = popups.filter((p) => !closed.has(p.id));
  const current = waiting[0];
  if (!current) return null;

  const position = popups.length - waiting.length + 1;
  const title = localized(current, 'title', i18n.resolvedLanguage);
  const body = localized(current, 'body', i18n.resolvedLanguage);
  const close = () => {
    closed.add(current.id);
    setClosedCount(closed.size);
    markSeen.mutate(current.id);
  };

  return (
    <Modal key={current.id} opened onClose={close} title={title} centered>
      <Stack gap="md">
        <Text style={{ whiteSpace: 'pre-line' }}>{body}</Text>
        {popups.length > 1 && (
          <Text size="xs" c="dimmed">
            {t('popup.counter', { current: position, total: popups.length })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant={current.link ? 'default' : 'filled'}
            onClick={close}
            data-autofocus={!current.link || undefined}
          >
            {t('popup.close')}
          </Button>
          {current.link && (
            <NotificationLink href={current.link} onClick={close} data-autofocus>
              {t('popup.open')}
            </NotificationLink>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
