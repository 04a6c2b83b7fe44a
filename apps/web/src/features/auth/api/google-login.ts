import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResult, googleLoginSchema } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

/** The Google ID token (`credential`) from Google Identity Services; the first use creates the account. */
export type GoogleLoginInput = z.input<typeof googleLoginSchema>;

export const googleLogin = (input: GoogleLoginInput) => api.post<AuthResult>('/auth/GoogleLogin', input);

export const useGoogleLogin = (
  options?: Omit<UseMutationOptions<AuthResult, ApiError, GoogleLoginInput>, 'mutationFn'>,
) => useMutation({ ...options, mutationFn: googleLogin });
