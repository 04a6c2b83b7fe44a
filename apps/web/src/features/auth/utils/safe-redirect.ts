import { paths } from '@/config/paths';

/** Screens a redirect should never lead back to (it would loop through sign-in). */
const AUTH_SCREENS: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/**
 * The `redirect` query parameter as a path of this site, or `fallback`. Anything that could leave the site
 * (`//evil.example`, `/\evil.example`, `https://…`, control characters) is refused: an open redirect after
 * sign-in is a phishing tool.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) {
    return fallback;
  }
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (AUTH_SCREENS.includes(url.pathname.replace(/\/+$/, '').toLowerCase())) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
