import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubApi } from '@/testing/render-signed-in';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to the notifications with the unseen count in its accessible name', async () => {
    const api = stubApi({ 'GET /api/notification/UserNotification': { data: [], total: 7, unseen: 3 } });
    renderSignedIn(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Thông báo: 3 chưa đọc' });
    expect(bell).toHaveAttribute('href', '/account/notifications');
    expect(bell).toHaveTextContent('3');
    expect(api.calls[0]!.params.get('limit')).toBe('1');
  });

  it('has a plain label when everything is read', async () => {
    stubApi({ 'GET /api/notification/UserNotification': { data: [], total: 7, unseen: 0 } });
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Thông báo' })).toBeInTheDocument();
  });
});
