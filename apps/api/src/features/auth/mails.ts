import type { UiLanguage } from '@vocakey/shared/roles';
import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXTS = {
  vi: {
    subject: 'Đặt lại mật khẩu Vocakey',
    greeting: (name: string | null) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    intro: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Vocakey của bạn.',
    code: 'Mã xác nhận của bạn:',
    link: 'Hoặc mở liên kết sau để đặt mật khẩu mới:',
    button: 'Đặt lại mật khẩu',
    validity: (minutes: number) => `Mã và liên kết có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
    signature: 'Đội ngũ Vocakey',
  },
  en: {
    subject: 'Reset your Vocakey password',
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'We received a request to reset the password of your Vocakey account.',
    code: 'Your code:',
    link: 'Or open this link to choose a new password:',
    button: 'Reset password',
    validity: (minutes: number) => `The code and the link are valid for ${minutes} minutes and work only once.`,
    ignore: 'If you did not ask for this, ignore this mail: your password has not changed.',
    signature: 'The Vocakey team',
  },
} as const satisfies Record<UiLanguage, unknown>;

/** The password-reset mail, in the account's language, as plain text and HTML. The subject leaves the code out,
 * so it does not show on a locked phone's notification. */
export function passwordResetMail(options: {
  to: string;
  language: UiLanguage;
  fullName: string | null;
  code: string;
  link: string;
  validMinutes: number;
}): Mail {
  const t = TEXTS[options.language];
  const { code, link } = options;
  const text = [
    t.greeting(options.fullName),
    '',
    t.intro,
    '',
    `${t.code} ${code}`,
    '',
    t.link,
    link,
    '',
    t.validity(options.validMinutes),
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.language}">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(t.greeting(options.fullName))}</p>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.code)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>${escapeHtml(t.link)}</p>
<p><a href="${escapeHtml(link)}" style="background: #2563eb; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none">${escapeHtml(t.button)}</a></p>
<p style="font-size: 13px; word-break: break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.validity(options.validMinutes))}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html, kind: 'password-reset' };
}
