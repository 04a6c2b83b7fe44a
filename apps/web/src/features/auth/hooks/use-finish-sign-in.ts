import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResult } from '@vocakey/shared/auth';
import { signIn } from '@/lib/auth';

/** After a successful sign-in or sign-up: keep the token, load the profile, then go on to `to`. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: AuthResult, to: string) => {
    // The token is stored before the profile loads; if that load fails, the next screen asks for it again.
    await signIn(queryClient, result).catch(() => undefined);
    await navigate(to, { replace: true });
  };
}
