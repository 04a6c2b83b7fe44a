import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The account journey of issue 3, on a phone: register → complete the profile → log out → log in → change the
 * password (another device's session ends on its next call) → forgot password with the code from a real SMTP
 * server → reset → log in → delete the account → the email registers again.
 */
const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3212}/mails`;
const email = `journey-${Date.now()}@example.com`;
const firstPassword = 'Học tiếng Anh 2026';
const secondPassword = 'Mật khẩu mới 77';
const thirdPassword = 'Sau khi quên 99';

/** A text field by its accessible name (the label without the required mark). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Tài khoản của/ }).click();
}

/** The 6-digit code of the newest reset mail to `email`, read from the raw mail the SMTP server received. */
async function latestResetCode(): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_API}?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[];
        const raw = mails.at(-1)?.raw.replace(/=\r?\n/g, '') ?? '';
        code = /(?<![\w-])(\d{6})(?![\w-])/.exec(raw)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function secondDevice(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'vi-VN' });
  const page = await context.newPage();
  return { context, page };
}

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an account from sign-up to deletion', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // Register: straight to the profile, signed in.
  await page.goto('/register');
  await field(page, 'Email').fill(email);
  await field(page, 'Mật khẩu').fill(firstPassword);
  await field(page, 'Nhập lại mật khẩu').fill(firstPassword);
  await field(page, 'Họ và tên').fill('Trần Thu Hà');
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ cá nhân' })).toBeVisible();

  // Complete the profile until it reaches 100 %.
  await field(page, 'Ngày sinh').fill('15/08/1998');
  await page.getByText('Nữ', { exact: true }).click();
  await pick(page, 'Nghề nghiệp', 'Sinh viên');
  await field(page, 'Số điện thoại').fill('0912 345 678');
  await pick(page, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
  await pick(page, 'Quận/Huyện', 'Quận Ba Đình');
  await pick(page, 'Phường/Xã', 'Phường Phúc Xá');
  await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
  await expect(page.getByText('Hồ sơ đã hoàn thiện 100%')).toBeVisible();
  await expect(page.getByRole('link', { name: /Hoàn thiện hồ sơ/ })).toHaveCount(0);

  // Log out: storage cleared, back at the root.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('vocakey.token'))).toBeNull();

  // Log in, on this phone and on a second device.
  await signIn(page, firstPassword);
  const other = await secondDevice(browser);
  await signIn(other.page, firstPassword);

  // Change the password: this device is signed out and asked to sign in again.
  await field(page, 'Mật khẩu hiện tại').fill(firstPassword);
  await field(page, 'Mật khẩu mới').fill(secondPassword);
  await field(page, 'Nhập lại mật khẩu mới').fill(secondPassword);
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText('Đã đổi mật khẩu. Vui lòng đăng nhập lại.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // The other device's session ended too: its next call (451) signs it out and takes it home.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/$/);
  await expect(other.page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  expect(await other.page.evaluate(() => window.localStorage.getItem('vocakey.logout'))).toBe('1');
  await other.context.close();

  // Forgot the password: the code arrives by mail.
  await page.goto('/forgot-password');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
  const code = await latestResetCode();
  await field(page, 'Mã xác nhận').fill(code);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/reset-password\?/);
  await field(page, 'Mật khẩu mới').fill(thirdPassword);
  await field(page, 'Nhập lại mật khẩu mới').fill(thirdPassword);
  await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await field(page, 'Email').fill(email);
  await field(page, 'Mật khẩu').fill(secondPassword);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Thông tin đăng nhập không chính xác.')).toBeVisible();
  await signIn(page, thirdPassword);

  // Delete the account, confirmed with the password.
  await page.getByRole('button', { name: 'Xóa tài khoản' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nhập mật khẩu để xác nhận' }).fill(thirdPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('vocakey.token'))).toBeNull();

  // The email is free again.
  await page.goto('/register');
  await field(page, 'Email').fill(email);
  await field(page, 'Mật khẩu').fill(firstPassword);
  await field(page, 'Nhập lại mật khẩu').fill(firstPassword);
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
