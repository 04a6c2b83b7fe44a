import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Notification } from '@vocakey/shared/notifications';
import { api } from '@/lib/api-client';
import { notificationListKey } from './get-notifications';

export const markSeen = (id: string) => api.put<Notification>(`/notification/${encodeURIComponent(id)}/Seen`);

type Options = Omit<UseMutationOptions<Notification, Error, string>, 'mutationFn'>;

/** Marks one notification seen, then refreshes the list pages and the bell's unseen count. */
export function useMarkSeen({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markSeen,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notificationListKey });
      return onSettled?.(...args);
    },
  });
}
