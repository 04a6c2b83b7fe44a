import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_PAGE_URLS } from '@vocakey/shared/site';
import { RequireAuth, RequireVisitor } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

const infoPageRoutes: RouteObject[] = INFO_PAGE_URLS.map((url) => ({
  path: url,
  handle: { pageUrl: url },
  lazy: async () => ({ Component: (await import('@/features/static-pages/routes/info-page')).InfoPage }),
}));

/** Every page is its own lazily loaded chunk; the layout, theme and API client are the only shared start-up code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/home/routes/home-page')).HomePage }),
          },
          ...infoPageRoutes,
          {
            element: <RequireVisitor />,
            children: [
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('@/features/auth/routes/login-page')).LoginPage }),
              },
              {
                path: 'register',
                lazy: async () => ({ Component: (await import('@/features/auth/routes/register-page')).RegisterPage }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('@/features/auth/routes/forgot-password-page')).ForgotPasswordPage,
                }),
              },
            ],
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('@/features/account/routes/profile-page')).ProfilePage }),
              },
              {
                path: 'account',
                lazy: async () => ({ Component: (await import('@/features/account/routes/account-page')).AccountPage }),
              },
              {
                path: 'account/notifications',
                lazy: async () => ({
                  Component: (await import('@/features/notifications/routes/notifications-page')).NotificationsPage,
                }),
              },
            ],
          },
          {
            path: 'static_page',
            lazy: async () => ({ Component: (await import('@/features/static-pages/routes/info-page')).InfoPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
