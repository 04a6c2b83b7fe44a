import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationListKey } from './get-notifications';

type Result = { updated: number };

export const markAllSeen = () => api.put<Result>('/notification/SeenAll');

type Options = Omit<UseMutationOptions<Result, Error, void>, 'mutationFn'>;

/** Marks every notification of the account seen, then refreshes the list pages and the bell. */
export function useMarkAllSeen({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markAllSeen,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notificationListKey });
      return onSettled?.(...args);
    },
  });
}
