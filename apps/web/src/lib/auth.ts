import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@vocakey/shared/account';
import type { AuthResult } from '@vocakey/shared/auth';
import { roleAtLeast, type Role } from '@vocakey/shared/roles';
import { api } from './api-client';
import { storage, storageKeys } from './storage';

/**
 * The signed-in user, once for the whole app (bulletproof-react's lib/auth): the token lives in localStorage,
 * the profile in the query cache under one key. Features sign in and out through these functions only.
 */
export const profileQueryKey = ['account', 'profile'] as const;

export const getProfile = () => api.get<Profile>('/account/Profile');

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async () => (storage.getToken() ? getProfile() : null),
    staleTime: 5 * 60_000,
  });

/** The current profile, null for a visitor. */
export function useUser() {
  return useQuery(profileQueryOptions());
}

export function isSignedIn(): boolean {
  return Boolean(storage.getToken());
}

export function hasRole(profile: Profile | null | undefined, role: Role): boolean {
  return Boolean(profile && roleAtLeast(profile.role, role));
}

/** Keeps the token of a successful sign-in or sign-up and loads the profile it belongs to. */
export async function signIn(queryClient: QueryClient, result: AuthResult): Promise<void> {
  storage.setToken(result.token);
  storage.remove(storageKeys.logout);
  await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  await queryClient.fetchQuery(profileQueryOptions());
}

/**
 * Spec §4: logout ends the session on the server, clears local and session storage, the token and the profile,
 * then goes to the site root. The interface language is a choice of the device, so it is kept.
 */
export async function signOut(queryClient: QueryClient, options: { callServer?: boolean } = {}): Promise<void> {
  if (options.callServer !== false && storage.getToken()) {
    await api.post('/auth/Logout').catch(() => {
      // The session may already be over; the local sign-out goes on.
    });
  }
  const language = storage.get(storageKeys.language);
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    storage.clearToken();
  }
  if (language) storage.set(storageKeys.language, language);
  queryClient.clear();
  window.location.assign('/');
}
