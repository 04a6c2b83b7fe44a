import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatVnd } from './format';

const NBSP = '\u00a0';

/** Runs the same checks under several process time zones: the output must never change. */
const PROCESS_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'];

describe('dates and times, always in Asia/Ho_Chi_Minh (UTC+7, no daylight saving)', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  describe.each(PROCESS_ZONES)('with the process in %s', (zone) => {
    beforeAll(() => {
      process.env.TZ = zone;
    });

    it('really runs in that zone (guard for the checks below)', () => {
      const offset = new Date('2026-01-02T12:00:00Z').getTimezoneOffset();
      const expected = { UTC: 0, 'America/Los_Angeles': 480, 'Asia/Tokyo': -540, 'Pacific/Kiritimati': -840 }[zone];
      expect(offset).toBe(expected);
    });

    it('formatDateTime gives dd/MM/yyyy HH:mm in Viet Nam time, crossing the date line when due', () => {
      expect(formatDateTime('2026-01-02T17:05:00Z')).toBe('03/01/2026 00:05');
      expect(formatDateTime('2026-01-02T16:59:00Z')).toBe('02/01/2026 23:59');
      expect(formatDateTime('2026-12-31T17:00:00Z')).toBe('01/01/2027 00:00'); // midnight is 00, never 24
    });

    it('is 24-hour: the afternoon is 13:xx, never 1 PM', () => {
      expect(formatDateTime('2026-07-15T06:30:00Z')).toBe('15/07/2026 13:30');
      expect(formatDateTime('2026-07-15T16:45:00Z')).toBe('15/07/2026 23:45');
      expect(formatDateTime('2026-07-15T05:00:00Z')).toBe('15/07/2026 12:00');
      expect(formatDateTime('2026-07-15T06:30:00Z')).not.toMatch(/AM|PM|SA|CH/i);
    });

    it('pads single digits and has no seconds', () => {
      expect(formatDateTime('2026-03-04T01:02:59Z')).toBe('04/03/2026 08:02');
    });

    it('accepts a Date, a timestamp in ms and an ISO string with an offset', () => {
      const iso = '2026-01-02T17:05:00Z';
      expect(formatDateTime(new Date(iso))).toBe('03/01/2026 00:05');
      expect(formatDateTime(Date.parse(iso))).toBe('03/01/2026 00:05');
      expect(formatDateTime('2026-01-03T00:05:00+07:00')).toBe('03/01/2026 00:05');
    });

    it('formatDate gives dd/MM/yyyy of the day in Viet Nam', () => {
      expect(formatDate('2026-01-02T17:05:00Z')).toBe('03/01/2026');
      expect(formatDate('2026-01-02T16:59:59Z')).toBe('02/01/2026');
      expect(formatDate(new Date('2026-12-31T17:00:00Z'))).toBe('01/01/2027');
      expect(formatDate(Date.parse('2024-02-29T00:00:00Z'))).toBe('29/02/2024');
    });
  });

  it.each([
    ['a string that is not a date', 'not a date'],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('nope')],
    ['a timestamp out of range', 8.64e15 + 1],
  ])('gives an empty string for %s', (_label, value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
  });
});

describe('formatNumber', () => {
  it('vi: decimal comma and dot grouping; en: decimal dot and comma grouping', () => {
    expect(formatNumber(1234.5, 'vi')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('groups every three digits of large numbers', () => {
    expect(formatNumber(1234567890, 'vi')).toBe('1.234.567.890');
    expect(formatNumber(1234567890, 'en')).toBe('1,234,567,890');
    expect(formatNumber(1e15, 'vi')).toBe('1.000.000.000.000.000');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatNumber(-1234.5, 'vi')).toBe('-1.234,5');
    expect(formatNumber(-1234.5, 'en')).toBe('-1,234.5');
    expect(formatNumber(-7, 'vi')).toBe('-7');
  });

  it('shows at most 2 decimals by default, rounding, and no trailing zeros', () => {
    expect(formatNumber(1234567.891, 'vi')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(0.125, 'en')).toBe('0.13');
    expect(formatNumber(2.1, 'vi')).toBe('2,1');
    expect(formatNumber(3, 'en')).toBe('3');
  });

  it('leaves small numbers alone', () => {
    expect(formatNumber(0, 'vi')).toBe('0');
    expect(formatNumber(999, 'vi')).toBe('999');
    expect(formatNumber(999, 'en')).toBe('999');
  });

  it('takes Intl options, and a different option gives a different (not a cached) format', () => {
    expect(formatNumber(0.256, 'vi', { style: 'percent' })).toBe('25,6%');
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('25.6%');
    expect(formatNumber(1234.5, 'vi', { maximumFractionDigits: 0 })).toBe('1.235');
    expect(formatNumber(1234.5, 'vi')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', { minimumFractionDigits: 2 })).toBe('1,234.50');
  });
});

describe('formatVnd', () => {
  it('vi: "199.000 ₫" with a non-breaking space; en: "₫199,000"', () => {
    expect(formatVnd(199_000, 'vi')).toBe(`199.000${NBSP}₫`);
    expect(formatVnd(199_000, 'en')).toBe('₫199,000');
  });

  it('has no decimals: fractions of a đồng are rounded', () => {
    expect(formatVnd(1234.6, 'vi')).toBe(`1.235${NBSP}₫`);
    expect(formatVnd(1234.4, 'en')).toBe('₫1,234');
  });

  it('handles zero, large and negative amounts', () => {
    expect(formatVnd(0, 'vi')).toBe(`0${NBSP}₫`);
    expect(formatVnd(12_500_000_000, 'vi')).toBe(`12.500.000.000${NBSP}₫`);
    expect(formatVnd(-50_000, 'vi')).toBe(`-50.000${NBSP}₫`);
    expect(formatVnd(-50_000, 'en')).toBe('-₫50,000');
  });
});
