import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResult, facebookLoginSchema } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

/** A Facebook user access token; `email` only after the API answered FACEBOOK_EMAIL_REQUIRED. */
export type FacebookLoginInput = z.input<typeof facebookLoginSchema>;

export const facebookLogin = (input: FacebookLoginInput) => api.post<AuthResult>('/auth/FacebookLogin', input);

export const useFacebookLogin = (
  options?: Omit<UseMutationOptions<AuthResult, ApiError, FacebookLoginInput>, 'mutationFn'>,
) => useMutation({ ...options, mutationFn: facebookLogin });
