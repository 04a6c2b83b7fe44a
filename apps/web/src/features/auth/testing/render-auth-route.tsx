import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';

/**
 * Test helpers for the auth screens: the screen under test inside a memory router with the other auth paths
 * stubbed (each stub shows its path and query, so a test sees where the screen went), and a fetch stub that
 * answers with real Response objects in the API's envelope.
 */

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

const LANDING_PATHS = ['/', '/login', '/register', '/forgot-password', '/reset-password', '/profile', '/account'];

export function renderAuthRoute(path: string, element: ReactElement, url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = [
    { path, element },
    ...LANDING_PATHS.filter((p) => p !== path).map((p) => ({ path: p, element: <Landing /> })),
    { path: '*', element: <Landing /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const fail = (status: number, errorMessage: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ success: false, errorMessage, message: 'English text', ...(errors && { errors }) }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const NO_EXTRAS = { googleClientId: null, facebookAppId: null, recaptchaSiteKey: null };

export const PROFILE = {
  id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  email: 'lan.nguyen@example.com',
  fullName: 'Nguyễn Thị Lan',
  role: 'learner',
  accountType: 'trial',
  subscription: null,
  language: 'vi',
  completePercentage: 25,
};

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Stubs global fetch: `routes` maps "METHOD /api/path" to a handler (or a Response factory). Answers 404
 * NOT_FOUND for anything else. The mock records every call; `bodiesOf` gives the JSON bodies sent to a route.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>> = vi.fn(
    async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(body, url) : fail(404, 'NOT_FOUND');
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (route: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === route;
      })
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
  return { fetchMock, bodiesOf };
}
