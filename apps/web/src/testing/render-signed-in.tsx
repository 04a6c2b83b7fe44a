import type { ReactElement } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '@vocakey/shared/account';
import type { Notification } from '@vocakey/shared/notifications';
import { profileQueryKey } from '@/lib/auth';
import { storage } from '@/lib/storage';

/** Test helpers for signed-in pages of any feature: a profile, a stubbed API, and the providers a page needs. */

export const baseProfile: Profile = {
  id: '0b5e8a4e-3c1d-4a8e-9f6b-2d7c1e0a9b11',
  email: 'an@example.com',
  fullName: null,
  role: 'learner',
  accountType: 'trial',
  subscription: null,
  language: 'vi',
  dateOfBirth: null,
  gender: null,
  careerId: null,
  nationId: null,
  phone: null,
  provinceId: null,
  districtId: null,
  wardId: null,
  levelId: null,
  completePercentage: 25,
  isReadTutorial: false,
  hasPassword: true,
  providers: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

let counter = 0;
/** A notification with a fresh id and numbered texts; `overrides` set the fields a test cares about. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    titleVi: `Thông báo ${counter}`,
    titleEn: `Notice ${counter}`,
    bodyVi: `Nội dung ${counter}`,
    bodyEn: `Body ${counter}`,
    link: null,
    isPopup: false,
    seenAt: null,
    createdAt: '2025-06-01T01:05:00.000Z',
    ...overrides,
  };
}

/** One request the stub received: `query` is the raw query string, `params` the same parsed. */
export type ApiCall = { method: string; path: string; query: string; params: URLSearchParams; body: unknown };
type Answer = unknown | ((call: ApiCall) => unknown | Response);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API failure as the server sends it. */
export const apiFailure = (status: number, errorMessage: string, errors?: Record<string, string>) =>
  json(status, { success: false, errorMessage, message: errorMessage, ...(errors ? { errors } : {}) });

/**
 * Stubs global fetch with real Responses, keyed by "METHOD /api/path" (query ignored). A plain value is sent as
 * `{ success: true, data }`; a function may answer per call, or return a Response of its own.
 */
export function stubApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const [path = '', query = ''] = String(input).split('?');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path,
      query,
      params: new URLSearchParams(query),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined) return apiFailure(404, 'NOT_FOUND');
    const answer = typeof route === 'function' ? (route as (c: ApiCall) => unknown)(call) : route;
    return answer instanceof Response ? answer : json(200, { success: true, data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

const theme = createTheme({ other: { touchTarget: 44 } });

/** Renders `ui` at `path` (any other path is a stub page) for a signed-in user whose profile is already loaded. */
export function renderSignedIn(ui: ReactElement, { profile = baseProfile, path = '/' } = {}) {
  storage.setToken('test-token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, profile);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, router };
}
