import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

export type { ResetPasswordInput };

/** Sets the new password and ends every session of the account. */
export const resetPassword = (input: ResetPasswordInput) => api.post<unknown>('/auth/ResetPassword', input);

export const useResetPassword = (
  options?: Omit<UseMutationOptions<unknown, ApiError, ResetPasswordInput>, 'mutationFn'>,
) => useMutation({ ...options, mutationFn: resetPassword });
