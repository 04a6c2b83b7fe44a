import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import viErrors from '@/locales/vi/errors.json';
import { fail, ok, renderAuthRoute, stubApi } from '../testing/render-auth-route';
import { REDIRECT_AFTER_MS, ResetPasswordPage } from './reset-password-page';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const TOKEN = 'a'.repeat(43);
const renderReset = (query: string) =>
  renderAuthRoute('/reset-password', <ResetPasswordPage />, `/reset-password${query}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('shows OTP_INVALID with a way to get a new code when the link is no longer good', async () => {
    const { bodiesOf } = stubApi({ 'POST /api/auth/CheckResetPassword': () => fail(400, 'OTP_INVALID') });
    renderReset(`?token=${TOKEN}`);
    expect(screen.getByText('Đang kiểm tra mã xác nhận…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(viErrors.OTP_INVALID);
    expect(screen.getByRole('link', { name: 'Lấy mã mới' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).not.toBeInTheDocument();
    expect(bodiesOf('POST /api/auth/CheckResetPassword')).toEqual([{ token: TOKEN }]);
  });

  it('does not call the API for a link without a token or code', async () => {
    const { fetchMock } = stubApi({});
    renderReset('?email=lan.nguyen%40example.com&code=12');
    expect(await screen.findByRole('alert')).toHaveTextContent(viErrors.OTP_INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the new password when the code is good, resets it and moves on to sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { bodiesOf } = stubApi({
      'POST /api/auth/CheckResetPassword': () => ok({ valid: true, email: 'lan.nguyen@example.com' }),
      'POST /api/auth/ResetPassword': () => ok(null),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderReset('?email=lan.nguyen%40example.com&code=123456');

    const newPassword = await screen.findByLabelText(/^Mật khẩu mới/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Tạo mật khẩu mới cho tài khoản lan.nguyen@example.com.')).toBeInTheDocument();
    expect(bodiesOf('POST /api/auth/CheckResetPassword')).toEqual([
      { email: 'lan.nguyen@example.com', code: '123456' },
    ]);

    await user.type(newPassword, 'matkhau');
    await user.tab();
    expect(await screen.findByText(viErrors.field.PASSWORD_TOO_WEAK)).toBeInTheDocument();
    await user.clear(newPassword);
    await user.type(newPassword, 'matkhaumoi2');
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'matkhaumoi2');
    await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    expect(await screen.findByText('Mật khẩu đã được đặt lại. Đang chuyển đến trang đăng nhập…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập ngay' })).toHaveAttribute('href', '/login');
    expect(bodiesOf('POST /api/auth/ResetPassword')).toEqual([
      { email: 'lan.nguyen@example.com', code: '123456', newPassword: 'matkhaumoi2', confirmPassword: 'matkhaumoi2' },
    ]);

    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_MS));
    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent(/^\/login$/));
  });

  it('shows the server error above the form when the reset fails', async () => {
    stubApi({
      'POST /api/auth/CheckResetPassword': () => ok({ valid: true, email: 'lan.nguyen@example.com' }),
      'POST /api/auth/ResetPassword': () => fail(400, 'RESET_PASSWORD_FAIL'),
    });
    const user = userEvent.setup();
    renderReset(`?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Mật khẩu mới/), 'matkhaumoi2');
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'matkhaumoi2');
    await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(viErrors.RESET_PASSWORD_FAIL);
  });
});
