import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';

/** Long enough to read a short notice before the page reloads at the site root. */
export const NOTICE_BEFORE_SIGN_OUT_MS = 1_500;

/**
 * After a password change or an account deletion the server has already ended every session: show the notice,
 * give it a moment on screen, then clear the local session and go home without calling the server again.
 */
export async function signOutAfterNotice(queryClient: QueryClient, message: string): Promise<void> {
  notifySuccess(message);
  await new Promise((resolve) => setTimeout(resolve, NOTICE_BEFORE_SIGN_OUT_MS));
  await signOut(queryClient, { callServer: false });
}
