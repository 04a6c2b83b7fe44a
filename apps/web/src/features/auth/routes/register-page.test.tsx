import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import viErrors from '@/locales/vi/errors.json';
import { notifySuccess } from '@/lib/notify';
import { NO_EXTRAS, PROFILE, fail, ok, renderAuthRoute, stubApi } from '../testing/render-auth-route';
import { RegisterPage } from './register-page';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const renderRegister = () => renderAuthRoute('/register', <RegisterPage />, '/register');

const field = (label: RegExp) => screen.getByLabelText(label);
const email = () => field(/^Email/);
const password = () => field(/^Mật khẩu/);
const confirmation = () => field(/^Nhập lại mật khẩu/);
const fullName = () => field(/^Họ và tên/);
const submit = () => screen.getByRole('button', { name: 'Đăng ký' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockClear();
});

describe('RegisterPage', () => {
  it('has one h1, new-password fields, and links to sign-in and the policies', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    renderRegister();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tạo tài khoản');
    await waitFor(() => expect(document.title).toBe('Tạo tài khoản · Vocakey'));
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Điều khoản dịch vụ' })).toHaveAttribute('href', '/policies');
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('says the passwords do not match when the confirmation is left', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderRegister();
    await user.type(password(), 'hocmoingay1');
    await user.type(confirmation(), 'hocmoingay2');
    await user.tab();
    expect(await screen.findByText(viErrors.field.PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation()).toHaveAccessibleDescription(viErrors.field.PASSWORDS_DO_NOT_MATCH);
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAccessibleDescription('Ít nhất 8 ký tự, có cả chữ cái và chữ số');
  });

  it('shows and hides the password with a named, focusable toggle', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderRegister();
    const [toggle] = screen.getAllByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggle).toHaveAttribute('tabindex', '0');
    toggle!.focus();
    await user.keyboard('{Enter}');
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a weak password needs 8 characters with a letter and a digit', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderRegister();
    await user.type(password(), 'matkhau');
    await user.tab();
    expect(await screen.findByText(viErrors.field.PASSWORD_TOO_WEAK)).toBeInTheDocument();
  });

  it('focuses the first invalid field on submit and sends nothing', async () => {
    const { bodiesOf } = stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderRegister();
    await user.type(email(), 'lan.nguyen@example.com');
    await user.type(password(), '12345678');
    await user.click(submit());
    expect(await screen.findByText(viErrors.field.PASSWORD_TOO_WEAK)).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(bodiesOf('POST /api/auth/LearnerRegister')).toHaveLength(0);
  });

  it('registers, says so, and goes to complete the profile', async () => {
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerRegister': () => ok({ token: 'new-token', completePercentage: 25 }, 201),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    renderRegister();
    await user.type(email(), 'lan.nguyen@example.com');
    await user.type(password(), 'hocmoingay1');
    await user.type(confirmation(), 'hocmoingay1');
    await user.type(fullName(), '  Nguyễn Thị Lan ');
    await user.click(submit());
    expect(await screen.findByTestId('landing')).toHaveTextContent('/profile');
    expect(bodiesOf('POST /api/auth/LearnerRegister')).toEqual([
      {
        email: 'lan.nguyen@example.com',
        password: 'hocmoingay1',
        confirmPassword: 'hocmoingay1',
        fullName: 'Nguyễn Thị Lan',
        language: 'vi',
      },
    ]);
    expect(window.localStorage.getItem('vocakey.token')).toBe('new-token');
    expect(notifySuccess).toHaveBeenCalledWith('Đăng ký thành công! Bạn hoàn thiện hồ sơ để bắt đầu học nhé.');
  });

  it('shows EMAIL_EXISTED above the form', async () => {
    stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerRegister': () => fail(409, 'EMAIL_EXISTED'),
    });
    const user = userEvent.setup();
    renderRegister();
    await user.type(email(), 'lan.nguyen@example.com');
    await user.type(password(), 'hocmoingay1');
    await user.type(confirmation(), 'hocmoingay1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(viErrors.EMAIL_EXISTED);
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('offers Google sign-up (not Facebook) only when configured', async () => {
    stubApi({
      'GET /api/auth/Config': () => ok({ googleClientId: 'client-1', facebookAppId: '123', recaptchaSiteKey: null }),
    });
    renderRegister();
    expect(await screen.findByText('hoặc')).toBeInTheDocument();
    expect(document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Đăng nhập bằng Facebook' })).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="facebook"]')).toBeNull();
  });
});
