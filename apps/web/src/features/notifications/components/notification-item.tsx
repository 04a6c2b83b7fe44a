import { Badge, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@vocakey/shared/notifications';
import { formatDateTime } from '@/lib/format';
import { localized } from '@/lib/localized';
import { NotificationLink } from './notification-link';

/** One notification: unseen ones have a dot, a "new" label and bolder title, never colour alone. */
export function NotificationItem({
  notification: n,
  onMarkSeen,
  marking,
}: {
  notification: Notification;
  onMarkSeen: (id: string) => void;
  marking: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const title = localized(n, 'title', i18n.resolvedLanguage);
  const body = localized(n, 'body', i18n.resolvedLanguage);
  const unseen = n.seenAt === null;

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      style={unseen ? { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="center">
          {unseen && (
            <Box
              component="span"
              w="xs"
              h="xs"
              bg="brand.7"
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-hidden
            />
          )}
          <Text component="h2" fw={unseen ? 700 : 500} size="md" m={0} style={{ flex: 1 }}>
            {title}
          </Text>
          {unseen ? (
            <Badge color="brand" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              {t('page.new')}
            </Badge>
          ) : (
            <VisuallyHidden>{t('page.seen')}</VisuallyHidden>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {body}
        </Text>
        <Text component="time" dateTime={n.createdAt} size="xs" c="dimmed">
          {formatDateTime(n.createdAt)}
        </Text>
        {(n.link || unseen) && (
          <Group gap="xs">
            {n.link && (
              <NotificationLink href={n.link} variant="light" onClick={unseen ? () => onMarkSeen(n.id) : undefined}>
                {t('page.open')}
              </NotificationLink>
            )}
            {unseen && (
              <Button
                variant="default"
                loading={marking}
                onClick={() => onMarkSeen(n.id)}
                aria-label={t('page.markSeenAria', { title })}
              >
                {t('page.markSeen')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
