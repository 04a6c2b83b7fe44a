import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import viErrors from '@/locales/vi/errors.json';
import { NO_EXTRAS, PROFILE, fail, ok, renderAuthRoute, stubApi } from '../testing/render-auth-route';
import { resetFacebookSdk } from '../utils/facebook-sdk';
import { LoginPage } from './login-page';

const AUTH = { token: 'token-123', completePercentage: 25 };

function renderLogin(url = '/login') {
  return renderAuthRoute('/login', <LoginPage />, url);
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Mật khẩu/);
const submitButton = () => screen.getByRole('button', { name: 'Đăng nhập' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as { FB?: unknown }).FB;
  resetFacebookSdk();
});

describe('LoginPage', () => {
  it('has one h1, a document title, labelled fields with autocomplete and links to the other screens', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đăng nhập');
    await waitFor(() => expect(document.title).toBe('Đăng nhập · Vocakey'));
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toHaveAttribute('href', '/register');
  });

  it('shows a field error in Vietnamese as soon as the field is left', async () => {
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'lan.nguyen@');
    await user.tab();
    expect(await screen.findByText(viErrors.field.INVALID_EMAIL)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(passwordInput());
    await user.tab();
    expect(await screen.findByText(viErrors.field.REQUIRED)).toBeInTheDocument();
  });

  it('does not send an empty form: it says what is missing and focuses the first field', async () => {
    const { fetchMock } = stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderLogin();
    await user.click(submitButton());
    expect(await screen.findAllByText(viErrors.field.REQUIRED)).toHaveLength(2);
    expect(emailInput()).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('LearnerLogin'))).toHaveLength(0);
  });

  it('sends email and password, keeps the token and goes to the account', async () => {
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerLogin': () => ok(AUTH),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    await user.click(submitButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent('/account');
    expect(bodiesOf('POST /api/auth/LearnerLogin')).toEqual([
      { email: 'lan.nguyen@example.com', password: 'hocmoingay1' },
    ]);
    expect(window.localStorage.getItem('vocakey.token')).toBe('token-123');
    expect(bodiesOf('GET /api/account/Profile')).toHaveLength(1);
  });

  it('goes back to the page that asked for sign-in, but never to another site', async () => {
    stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerLogin': () => ok(AUTH),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    const first = renderLogin(`/login?redirect=${encodeURIComponent('/account/notifications?page=2')}`);
    expect(screen.getByText('Bạn cần đăng nhập để xem trang này.')).toBeInTheDocument();
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    await user.click(submitButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent('/account/notifications?page=2');
    first.unmount();

    renderLogin(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    await user.click(submitButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent(/^\/account$/);
  });

  it('shows INVALID_LOGIN in an alert above the form and stays on the page', async () => {
    stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerLogin': () => fail(400, 'INVALID_LOGIN'),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'saimatkhau9');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(viErrors.INVALID_LOGIN);
    expect(window.localStorage.getItem('vocakey.token')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('puts the API field errors (VALIDATION_FAILED) under the fields', async () => {
    stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerLogin': () => fail(400, 'VALIDATION_FAILED', { email: 'INVALID_EMAIL' }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    await user.click(submitButton());
    expect(await screen.findByText(viErrors.field.INVALID_EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
  });

  it('sends once however often the form is submitted while waiting', async () => {
    let answer: (r: Response) => void = () => {};
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok(NO_EXTRAS),
      'POST /api/auth/LearnerLogin': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    const form = submitButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    fireEvent.submit(form);
    answer(ok(AUTH));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/account');
    expect(bodiesOf('POST /api/auth/LearnerLogin')).toHaveLength(1);
  });

  it('shows no Google or Facebook button and loads no third-party script when none is configured', async () => {
    const { bodiesOf } = stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    renderLogin();
    await waitFor(() => expect(bodiesOf('GET /api/auth/Config')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('hoặc')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Đăng nhập bằng Facebook' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('loads Google Identity Services only when configured, and signs in with the ID token it gives', async () => {
    let giveCredential: (response: { credential?: string }) => void = () => {};
    const initialize = vi.fn((config: { callback: typeof giveCredential }) => (giveCredential = config.callback));
    const renderButton = vi.fn();
    (window as { google?: unknown }).google = { accounts: { id: { initialize, renderButton } } };
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok({ ...NO_EXTRAS, googleClientId: 'client-1.apps.googleusercontent.com' }),
      'POST /api/auth/GoogleLogin': () => ok(AUTH),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    renderLogin();
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]');
      expect(script).not.toBeNull();
    });
    expect(document.querySelector('script[src*="facebook"]')).toBeNull();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();

    script!.dispatchEvent(new Event('load')); // what the browser does once the script has run
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    );
    expect(renderButton.mock.calls[0]![1]).toMatchObject({ text: 'signin_with', locale: 'vi' });

    giveCredential({ credential: 'google-id-token' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('/account');
    expect(bodiesOf('POST /api/auth/GoogleLogin')).toEqual([{ idToken: 'google-id-token', language: 'vi' }]);
    delete (window as { google?: unknown }).google;
  });

  it('speaks English when the interface is in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/auth/Config': () => ok(NO_EXTRAS) });
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please do not leave blank')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('asks for an email when the Facebook account has none, then signs in with it', async () => {
    const fbLogin = vi.fn((callback: (r: { authResponse: { accessToken: string } }) => void) =>
      callback({ authResponse: { accessToken: 'fb-access-token' } }),
    );
    (window as { FB?: unknown }).FB = { init: vi.fn(), login: fbLogin };
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok({ ...NO_EXTRAS, facebookAppId: '1234567890' }),
      'POST /api/auth/FacebookLogin': (body) =>
        (body as { email?: string }).email ? ok(AUTH) : fail(400, 'FACEBOOK_EMAIL_REQUIRED'),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập bằng Facebook' }));
    expect(fbLogin).toHaveBeenCalledWith(expect.any(Function), { scope: 'email' });

    const section = await screen.findByRole('region', { name: 'Bổ sung email để tiếp tục' });
    const email = within(section).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(email, 'lan.nguyen@example.com');
    await user.click(within(section).getByRole('button', { name: 'Tiếp tục' }));

    expect(await screen.findByTestId('landing')).toHaveTextContent('/account');
    expect(bodiesOf('POST /api/auth/FacebookLogin')).toEqual([
      { accessToken: 'fb-access-token', language: 'vi' },
      { accessToken: 'fb-access-token', email: 'lan.nguyen@example.com', language: 'vi' },
    ]);
  });

  it('shows the reCAPTCHA box when a site key is configured and sends its token', async () => {
    const render = vi.fn((_el: HTMLElement, options: { callback: (token: string) => void }) => {
      options.callback('captcha-token');
      return 0;
    });
    const w = window as { grecaptcha?: unknown; vocakeyRecaptchaLoaded?: () => void };
    w.grecaptcha = { render, reset: vi.fn() };
    const { bodiesOf } = stubApi({
      'GET /api/auth/Config': () => ok({ ...NO_EXTRAS, recaptchaSiteKey: 'site-key' }),
      'POST /api/auth/LearnerLogin': () => ok(AUTH),
      'GET /api/account/Profile': () => ok(PROFILE),
    });
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() =>
      expect(document.head.querySelector('script[src*="www.google.com/recaptcha/api.js"]')).not.toBeNull(),
    );
    w.vocakeyRecaptchaLoaded?.(); // what the script calls once it has started
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key' });
    await user.type(emailInput(), 'lan.nguyen@example.com');
    await user.type(passwordInput(), 'hocmoingay1');
    await user.click(submitButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent('/account');
    expect(bodiesOf('POST /api/auth/LearnerLogin')).toEqual([
      { email: 'lan.nguyen@example.com', password: 'hocmoingay1', recaptchaToken: 'captcha-token' },
    ]);
    delete w.grecaptcha;
  });
});
