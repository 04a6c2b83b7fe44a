import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@vocakey/shared/notifications';
import { api } from '@/lib/api-client';

/** The server answers each popup once, so this is asked once per page load and never refetched. */
export const getPopupNotifications = () => api.get<Notification[]>('/notification/PopupNotification');

export const popupNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'popup'],
    queryFn: getPopupNotifications,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function usePopupNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...popupNotificationsQueryOptions(), enabled });
}
