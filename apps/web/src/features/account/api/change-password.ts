import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { changePasswordSchema, type ChangePasswordInput } from '@vocakey/shared/account';
import { api } from '@/lib/api-client';

export { changePasswordSchema };

type Result = { signedOut: true };

/** Every session of the account ends on success, this one too: the caller signs out locally. */
export const changePassword = (input: ChangePasswordInput) => api.post<Result>('/account/ChangePassword', input);

type Options = Omit<UseMutationOptions<Result, Error, ChangePasswordInput>, 'mutationFn'>;

export function useChangePassword(options: Options = {}) {
  return useMutation({ ...options, mutationFn: changePassword });
}
