import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { deleteAccountSchema, type DeleteAccountInput } from '@vocakey/shared/account';
import { api } from '@/lib/api-client';

export { deleteAccountSchema };

type Result = { deleted: true };

/** Confirmed by the password, or by the typed email for an account without one. Ends every session. */
export const deleteAccount = (input: DeleteAccountInput) => api.delete<Result>('/account', { body: input });

type Options = Omit<UseMutationOptions<Result, Error, DeleteAccountInput>, 'mutationFn'>;

export function useDeleteAccount(options: Options = {}) {
  return useMutation({ ...options, mutationFn: deleteAccount });
}
