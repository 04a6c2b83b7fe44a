import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@vocakey/shared/notifications';
import { makeNotification, renderSignedIn, stubApi } from '@/testing/render-signed-in';
import { NotificationsPage } from './notifications-page';

/** A tiny notifications server: marking seen changes what the next list answers. */
function serverWith(items: Notification[], total = items.length) {
  const seen = new Set(items.filter((n) => n.seenAt).map((n) => n.id));
  const view = () => items.map((n) => ({ ...n, seenAt: seen.has(n.id) ? '2025-06-02T00:00:00.000Z' : null }));
  return stubApi({
    'GET /api/notification/UserNotification': () => ({
      data: view(),
      total,
      unseen: items.length - seen.size,
    }),
    'PUT /api/notification/SeenAll': () => {
      items.forEach((n) => seen.add(n.id));
      return { updated: items.length };
    },
    ...Object.fromEntries(
      items.map((n) => [
        `PUT /api/notification/${n.id}/Seen`,
        () => {
          seen.add(n.id);
          return view().find((x) => x.id === n.id);
        },
      ]),
    ),
  });
}

describe('NotificationsPage (vi)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels unseen notifications with a word, not only colour, and marks one seen', async () => {
    const fresh = makeNotification({ titleVi: 'Gói học sắp hết hạn', bodyVi: 'Gia hạn để học tiếp nhé.' });
    const old = makeNotification({ titleVi: 'Chào mừng bạn', seenAt: '2025-05-01T00:00:00.000Z' });
    const api = serverWith([fresh, old]);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<NotificationsPage />, { path: '/account/notifications' });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Mới')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Gia hạn để học tiếp nhé.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01/06/2025 08:05')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Mới')).toBeNull();
    expect(within(items[1]!).getByText('Đã đọc')).toBeInTheDocument();
    expect(screen.getByText('Bạn có 1 thông báo chưa đọc.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc: Gói học sắp hết hạn' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/notification/${fresh.id}/Seen`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Mới')).toBeNull());
    expect(screen.getByText('Bạn đã đọc hết thông báo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đánh dấu tất cả là đã đọc' })).toBeNull();
  });

  it('marks all seen', async () => {
    const api = serverWith([makeNotification(), makeNotification()]);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<NotificationsPage />, { path: '/account/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/notification/SeenAll')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByText('Mới')).toHaveLength(0));
  });

  it('asks for 20 a page and moves between pages', async () => {
    const api = serverWith([makeNotification()], 45);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<NotificationsPage />, { path: '/account/notifications' });
    await screen.findAllByRole('listitem');
    expect(api.callsTo('GET', '/api/notification/UserNotification')[0]!.params.toString()).toBe('page=1&limit=20');
    const pager = screen.getByRole('navigation', { name: 'Chuyển trang thông báo' });
    expect(within(pager).getByRole('button', { name: '3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/notification/UserNotification').at(-1)!.params.get('page')).toBe('2'),
    );
  });

  it('teaches what will appear when there is nothing yet', async () => {
    serverWith([]);
    renderSignedIn(<NotificationsPage />, { path: '/account/notifications' });
    expect(await screen.findByRole('heading', { name: 'Chưa có thông báo nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hoàn thiện hồ sơ' })).toHaveAttribute('href', '/profile');
  });

  it('shows skeletons while the list loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderSignedIn(<NotificationsPage />, { path: '/account/notifications' });
    expect(screen.getByLabelText('Đang tải…')).toHaveAttribute('aria-busy', 'true');
  });
});
