import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification, renderSignedIn, stubApi } from '@/testing/render-signed-in';
import { PopupNotifications } from './popup-notifications';

describe('PopupNotifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the popups one at a time, never stacked, and marks each seen when closed', async () => {
    const first = makeNotification({ titleVi: 'Ưu đãi tháng 6', bodyVi: 'Giảm 20% gói pro.', link: '/account' });
    const second = makeNotification({ titleVi: 'Lớp học mới', bodyVi: 'Bạn đã được thêm vào lớp.' });
    const api = stubApi({
      'GET /api/notification/PopupNotification': [first, second],
      [`PUT /api/notification/${first.id}/Seen`]: { ...first, seenAt: '2025-06-02T00:00:00.000Z' },
      [`PUT /api/notification/${second.id}/Seen`]: { ...second, seenAt: '2025-06-02T00:00:00.000Z' },
      'GET /api/notification/UserNotification': { data: [], total: 0, unseen: 0 },
    });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<PopupNotifications />);

    expect(await screen.findByRole('dialog', { name: 'Ưu đãi tháng 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Thông báo 1/2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute('href', '/account');

    await user.click(screen.getByRole('button', { name: 'Đã hiểu' }));
    expect(await screen.findByRole('dialog', { name: 'Lớp học mới' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Xem chi tiết' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Đã hiểu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('PUT', `/api/notification/${second.id}/Seen`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/notification/${first.id}/Seen`)).toHaveLength(1);
    expect(api.callsTo('GET', '/api/notification/PopupNotification')).toHaveLength(1);
  });
});
