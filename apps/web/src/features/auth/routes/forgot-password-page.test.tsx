import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import viErrors from '@/locales/vi/errors.json';
import { NO_EXTRAS, ok, renderAuthRoute, stubApi } from '../testing/render-auth-route';
import { ForgotPasswordPage } from './forgot-password-page';

const renderForgot = () => renderAuthRoute('/forgot-password', <ForgotPasswordPage />, '/forgot-password');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('sends the email, says what happens without telling whether the account exists, then takes the code', async () => {
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/ForgotPassword': () => ok(null),
    });
    const user = userEvent.setup();
    renderForgot();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quên mật khẩu');
    await user.type(screen.getByLabelText(/^Email/), 'lan.nguyen@example.com');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));

    expect(await screen.findByText(/Nếu lan\.nguyen@example\.com đã đăng ký tài khoản Vocakey/)).toBeInTheDocument();
    expect(bodiesOf('POST /api/auth/ForgotPassword')).toEqual([{ email: 'lan.nguyen@example.com' }]);

    const code = screen.getByLabelText(/^Mã xác nhận/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: /Gửi lại mã sau 60 giây/ })).toBeDisabled();

    await user.type(code, '12a3');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText(viErrors.field.OTP_INVALID)).toBeInTheDocument();

    await user.type(code, '456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent(
      '/reset-password?email=lan.nguyen%40example.com&code=123456',
    );
  });

  it('says an empty or malformed email is wrong and sends nothing', async () => {
    const { bodiesOf } = stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderForgot();
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
    expect(await screen.findByText(viErrors.field.REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'lan.nguyen');
    await user.tab();
    expect(await screen.findByText(viErrors.field.INVALID_EMAIL)).toBeInTheDocument();
    expect(bodiesOf('POST /api/auth/ForgotPassword')).toHaveLength(0);
  });
});
