import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateLevelSchema, type Profile } from '@vocakey/shared/account';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth';

export { updateLevelSchema };
export type UpdateLevelInput = z.input<typeof updateLevelSchema>;

export const updateLevel = (input: UpdateLevelInput) => api.put<Profile>('/Account/UpdateLevelProfile', input);

type Options = Omit<UseMutationOptions<Profile, Error, UpdateLevelInput>, 'mutationFn'>;

/** Sets the learner's English level; the answer replaces the cached profile. */
export function useUpdateLevel({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateLevel,
    onSuccess: (profile, ...rest) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return onSuccess?.(profile, ...rest);
    },
  });
}
