import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe('site shell', () => {
  test('the home page loads in Vietnamese with lang="vi"', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Học từ vựng tiếng Anh qua những câu nói thật');
    await expect(page).toHaveTitle(/Vocakey/);
    // Slides and problem images come from the API.
    await expect(page.getByRole('group', { name: '1 / 3' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Học trước quên sau' })).toBeVisible();
  });

  test('switching to English changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByText('EN', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English vocabulary from real sentences');
    await expect(page.getByRole('heading', { name: 'Forgetting words soon after learning them' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English vocabulary from real sentences');
    await page.getByText('VI', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('back-to-top appears after 400 px of scrolling and brings the page to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Học trước quên sau' })).toBeVisible();
    const button = page.getByTestId('back-to-top');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    await expect(button).toBeHidden();
  });

  test('an info page renders from the API, in both languages', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeVisible();
    await expect(page.getByText(/Cập nhật lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('any page opens by /static_page?url= and unknown ones say so', async ({ page }) => {
    await page.goto('/static_page?url=fees-rule');
    await expect(page.getByRole('heading', { level: 1, name: 'Quy định thanh toán' })).toBeVisible();
    await page.goto('/static_page?url=no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang thông tin' })).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/route');
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Về trang chủ', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links the info pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Thông tin' });
    await footer.getByRole('link', { name: 'Câu hỏi thường gặp' }).click();
    await expect(page).toHaveURL(/\/FQAs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeVisible();
  });

  test('pages fit the screen width: nothing scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/about-us', '/FQAs', '/payments', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // Every header control is wholly on screen (the header clips rather than scrolls).
      const signIn = await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).boundingBox();
      expect(signIn!.x + signIn!.width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });

  test('the phone menu opens, navigates and closes; the desktop bar shows the same entries', async ({ page }) => {
    await page.goto('/');
    const viewport = page.viewportSize()!;
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: 'Gói học' }).click();
      await expect(page).toHaveURL(/\/payments$/);
      await expect(dialog).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Gói học' }).click();
      await expect(page).toHaveURL(/\/payments$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Gói học và thanh toán' })).toBeVisible();
  });

  test('the colour scheme can be switched to dark and stays readable', async ({ page }) => {
    await page.goto('/about-us');
    // On a phone the switch sits in the menu; on a desktop in the header.
    if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('button', { name: 'Chuyển sang giao diện tối' }).click();
    if (page.viewportSize()!.width < 768) await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ['/', '/about-us', '/FQAs', '/no-such-page']) {
    test(`no serious accessibility violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
