import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/account', '/account'],
    ['/account/notifications?page=2#top', '/account/notifications?page=2#top'],
    ['/learning/search?q=b%C3%A1nh', '/learning/search?q=b%C3%A1nh'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirect(value, '/fallback')).toBe(expected);
  });

  it.each([
    null,
    '',
    'account',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/login',
    '/Login/',
    '/register?x=1',
    '/reset-password',
  ])('refuses %s', (value) => {
    expect(safeRedirect(value, '/fallback')).toBe('/fallback');
  });
});
