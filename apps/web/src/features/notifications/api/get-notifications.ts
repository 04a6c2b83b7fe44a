import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@vocakey/shared/notifications';
import { PAGING } from '@vocakey/shared/limits';
import { api } from '@/lib/api-client';
import { isSignedIn } from '@/lib/auth';

/** Every key of the paged list starts with this, so one invalidation refreshes all pages and the bell's count. */
export const notificationListKey = ['notifications', 'list'] as const;

export type NotificationPage = { page: number; limit?: number };

export const getNotifications = ({ page, limit = PAGING.defaultLimit }: NotificationPage) =>
  api.get<NotificationList>('/notification/UserNotification', { page, limit });

export const notificationsQueryOptions = ({ page, limit = PAGING.defaultLimit }: NotificationPage) =>
  queryOptions({
    queryKey: [...notificationListKey, { page, limit }],
    queryFn: () => getNotifications({ page, limit }),
  });

/** One page of my notifications, newest first; the previous page stays on screen while the next loads. */
export function useNotifications(params: NotificationPage, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({
    ...notificationsQueryOptions(params),
    ...options,
    enabled: isSignedIn(),
    placeholderData: keepPreviousData,
  });
}
