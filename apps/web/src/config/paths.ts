import { INFO_PAGE_URLS } from '@vocakey/shared/site';

/** Every URL of the web app, in one place. An entry exists only when its screen does: no dead links. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  account: '/account',
  notifications: '/account/notifications',
  staticPage: (url: string) => `/static_page?url=${encodeURIComponent(url)}`,
  info: Object.fromEntries(INFO_PAGE_URLS.map((u) => [u, `/${u}`])) as Record<(typeof INFO_PAGE_URLS)[number], string>,
} as const;

/** Routes the app knows; the API client reloads rather than leaves them on a 401 (spec §8). */
export const knownRoutePatterns: RegExp[] = [
  /^\/$/,
  new RegExp(`^/(${INFO_PAGE_URLS.join('|')})/?$`, 'i'),
  /^\/static_page\/?$/i,
  /^\/(login|register|forgot-password|reset-password|profile|account|account\/notifications)\/?$/i,
  /^\/upgrade\/?$/i,
];

export const SEARCH_AND_LEARN_PATH = '/learning/search';
export const UPGRADE_PATH = '/upgrade';
