import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@vocakey/shared/auth';
import { api } from '@/lib/api-client';

/** Which sign-in extras the server has set up (Google, Facebook, reCAPTCHA); `null` means not configured. */
export const getAuthConfig = () => api.get<AuthConfig>('/auth/Config');

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: 30 * 60_000 });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
