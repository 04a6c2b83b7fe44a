import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckResetPasswordInput, checkResetResultSchema } from '@vocakey/shared/auth';
import { api } from '@/lib/api-client';

export type CheckResetResult = z.infer<typeof checkResetResultSchema>;
export type { CheckResetPasswordInput };

/** Is the link's token (or the email with its code) still good? Answers OTP_INVALID when it is not. */
export const checkResetPassword = (input: CheckResetPasswordInput) =>
  api.post<CheckResetResult>('/auth/CheckResetPassword', input);

/**
 * Read once per token or code: a wrong code counts against the reset on the server, so the check is never
 * retried or refetched on its own.
 */
export const checkResetPasswordQueryOptions = (input: CheckResetPasswordInput) =>
  queryOptions({
    queryKey: ['auth', 'check-reset-password', input],
    queryFn: () => checkResetPassword(input),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

export const useCheckResetPassword = (input: CheckResetPasswordInput | null) =>
  useQuery({ ...checkResetPasswordQueryOptions(input ?? {}), enabled: input !== null });
