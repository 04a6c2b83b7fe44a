import { TIME_ZONE } from '@vocakey/shared/limits';
import type { UiLanguage } from '@vocakey/shared/roles';

const LOCALES: Record<UiLanguage, string> = { vi: 'vi-VN', en: 'en-GB' };

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(dateTimeParts.formatToParts(date).map((x) => [x.type, x.value]));
  return p as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** dd/MM/yyyy HH:mm, 24-hour, in Viet Nam's time zone, whatever the device's zone. Empty for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** dd/MM/yyyy in Viet Nam's time zone. */
export function formatDate(value: Date | string | number): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Numbers per the interface language: vi 1.234,5; en 1,234.5. */
export function formatNumber(value: number, language: UiLanguage, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2, ...options });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Vietnamese đồng, no decimals: vi "199.000 ₫", en "₫199,000". */
export function formatVnd(value: number, language: UiLanguage): string {
  return formatNumber(value, language, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
}
