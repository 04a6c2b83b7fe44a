import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import viErrors from '@/locales/vi/errors.json';
import { signOut } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';
import { apiFailure, baseProfile, renderSignedIn, stubApi, type ApiCall } from '@/testing/render-signed-in';
import { AccountPage } from './account-page';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  signOut: vi.fn(async () => {}),
}));

const reference = {
  'GET /api/GetVersionApi': { version: 'v1' },
  'GET /api/Level/GetAllLevel': [
    { id: 'A1', nameVi: 'Sơ cấp', nameEn: 'Beginner', descriptionVi: '', descriptionEn: '' },
    { id: 'A2', nameVi: 'Cơ bản', nameEn: 'Elementary', descriptionVi: '', descriptionEn: '' },
  ],
};

const socialProfile = { ...baseProfile, hasPassword: false, providers: ['google' as const] };

describe('AccountPage (vi)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(notifySuccess).mockClear();
    vi.mocked(signOut).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan with its expiry in dd/MM/yyyy HH:mm (Viet Nam time) and an expired label', () => {
    stubApi(reference);
    renderSignedIn(<AccountPage />, {
      path: '/account',
      profile: {
        ...baseProfile,
        accountType: 'paid',
        subscription: { plan: 'pro', isProSubscription: true, expiresAt: '2025-03-01T16:30:00.000Z', isExpired: true },
      },
    });
    expect(screen.getByText('an@example.com')).toBeInTheDocument();
    expect(screen.getByText('Học viên')).toBeInTheDocument();
    expect(screen.getByText('Gói pro')).toBeInTheDocument();
    expect(screen.getByText('Đã hết hạn')).toBeInTheDocument();
    expect(screen.getByText('Đã hết hạn lúc 01/03/2025 23:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hồ sơ cá nhân/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /Thông báo/ })).toHaveAttribute('href', '/account/notifications');
  });

  it('explains how to set a password instead of asking for one when the account has none', () => {
    stubApi(reference);
    renderSignedIn(<AccountPage />, { path: '/account', profile: socialProfile });
    expect(screen.queryByLabelText(/Mật khẩu hiện tại/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Đổi mật khẩu' })).toBeNull();
    expect(screen.getByText(/chưa có mật khẩu/)).toBeInTheDocument();
    expect(screen.getByText(/“Quên mật khẩu”.*an@example\.com/)).toBeInTheDocument();
  });

  it('confirms deleting an account without a password by the typed email, then signs out locally', async () => {
    const api = stubApi({ ...reference, 'DELETE /api/account': { deleted: true } });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<AccountPage />, { path: '/account', profile: socialProfile });

    await user.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản vĩnh viễn?' });
    expect(within(dialog).queryByLabelText(/mật khẩu/i)).toBeNull();
    const email = within(dialog).getByRole('textbox', { name: 'Nhập email của bạn để xác nhận' });
    expect(within(dialog).getByText('Gõ chính xác: an@example.com')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' });

    await user.type(email, 'an@example.co');
    expect(confirm).toBeDisabled();
    await user.type(email, 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(api.callsTo('DELETE', '/api/account')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/account')[0]!.body).toEqual({ email: 'an@example.com' });
    expect(notifySuccess).toHaveBeenCalledWith('Đã xóa tài khoản. Hẹn gặp lại bạn!');
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(expect.anything(), { callServer: false }), {
      timeout: 3_000,
    });
  });

  it('asks for the password to delete a password account and says so under the field when it is wrong', async () => {
    const api = stubApi({ ...reference, 'DELETE /api/account': () => apiFailure(400, 'CURRENT_PASSWORD_MISMATCH') });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<AccountPage />, { path: '/account' });

    await user.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nhập mật khẩu để xác nhận'), 'wrong-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));

    expect(await within(dialog).findByText(viErrors.CURRENT_PASSWORD_MISMATCH)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account')[0]!.body).toEqual({ password: 'wrong-pass1' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('changes the password, then tells the user to sign in again and signs out without calling the server', async () => {
    const api = stubApi({
      ...reference,
      'POST /api/account/ChangePassword': ({ body }: ApiCall) =>
        (body as { currentPassword: string }).currentPassword === 'old-pass1'
          ? { signedOut: true }
          : apiFailure(400, 'CURRENT_PASSWORD_MISMATCH'),
    });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<AccountPage />, { path: '/account' });

    const current = screen.getByLabelText(/Mật khẩu hiện tại/);
    await user.type(current, 'nope');
    await user.type(screen.getByLabelText(/^Mật khẩu mới/), 'new-pass2');
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'new-pass3');
    await user.tab();
    expect(await screen.findByText(viErrors.field.PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Nhập lại mật khẩu mới/));
    await user.type(screen.getByLabelText(/Nhập lại mật khẩu mới/), 'new-pass2');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText(viErrors.CURRENT_PASSWORD_MISMATCH)).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'old-pass1');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Đã đổi mật khẩu. Vui lòng đăng nhập lại.'));
    expect(api.callsTo('POST', '/api/account/ChangePassword').at(-1)!.body).toEqual({
      currentPassword: 'old-pass1',
      newPassword: 'new-pass2',
      confirmPassword: 'new-pass2',
    });
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(expect.anything(), { callServer: false }), {
      timeout: 3_000,
    });
  });

  it('sets the English level through UpdateLevelProfile', async () => {
    const api = stubApi({
      ...reference,
      'PUT /api/Account/UpdateLevelProfile': { ...baseProfile, levelId: 'A2' },
    });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<AccountPage />, { path: '/account' });
    await user.click(screen.getByRole('combobox', { name: 'Trình độ tiếng Anh' }));
    await user.click(await screen.findByRole('option', { name: 'A2 · Cơ bản' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Account/UpdateLevelProfile')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Account/UpdateLevelProfile')[0]!.body).toEqual({ levelId: 'A2' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Trình độ tiếng Anh' })).toHaveValue('A2 · Cơ bản'),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Đã cập nhật trình độ.');
  });

  it('signs out through the server from the sign-out button', async () => {
    stubApi(reference);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<AccountPage />, { path: '/account' });
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(signOut).toHaveBeenCalledWith(expect.anything());
  });
});
