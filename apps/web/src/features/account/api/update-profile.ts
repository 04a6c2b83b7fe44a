import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateProfileSchema, type Profile } from '@vocakey/shared/account';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth';

export { updateProfileSchema };

/** The body as the API takes it: the form's values after the shared schema's clean-up (phone 0XXXXXXXXX, ...). */
export type UpdateProfileBody = z.output<typeof updateProfileSchema>;

export const updateProfile = (body: UpdateProfileBody) => api.put<Profile>('/account/Profile', body);

type Options = Omit<UseMutationOptions<Profile, Error, UpdateProfileBody>, 'mutationFn'>;

/** Saves the profile form; the answer (with the new completePercentage) replaces the cached profile. */
export function useUpdateProfile({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (profile, ...rest) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return onSuccess?.(profile, ...rest);
    },
  });
}
