import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

export type { ForgotPasswordInput };

/** Always answers success, whether or not the email has an account (no enumeration). */
export const forgotPassword = (input: ForgotPasswordInput) => api.post<unknown>('/auth/ForgotPassword', input);

export const useForgotPassword = (
  options?: Omit<UseMutationOptions<unknown, ApiError, ForgotPasswordInput>, 'mutationFn'>,
) => useMutation({ ...options, mutationFn: forgotPassword });
