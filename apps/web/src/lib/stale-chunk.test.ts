import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';

const FLAG_KEY = 'vocakey.chunkReloaded';

describe('isStaleChunkError', () => {
  it.each([
    ['Chrome / Edge', 'Failed to fetch dynamically imported module: https://vocakey.vn/assets/home-Bx12.js'],
    ['Firefox', 'error loading dynamically imported module: https://vocakey.vn/assets/home-Bx12.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/home-Cc34.css'],
    ['another casing', 'FAILED TO FETCH DYNAMICALLY IMPORTED MODULE: /assets/x.js'],
  ])('recognises the %s message', (_browser, message) => {
    expect(isStaleChunkError(new Error(message))).toBe(true);
    expect(isStaleChunkError(new TypeError(message))).toBe(true); // browsers throw a TypeError
  });

  it.each([
    ['a plain network failure', new TypeError('Failed to fetch')],
    ['a NetworkError', new TypeError('NetworkError when attempting to fetch resource.')],
    ['a render error', new Error("Cannot read properties of undefined (reading 'map')")],
    ['a RangeError', new RangeError('Invalid time value')],
    ['an empty message', new Error('')],
  ])('does not take %s for a stale chunk', (_label, error) => {
    expect(isStaleChunkError(error)).toBe(false);
  });

  it.each([
    ['a string', 'Failed to fetch dynamically imported module: /assets/x.js'],
    ['an object with the message', { message: 'Importing a module script failed.' }],
    ['null', null],
    ['undefined', undefined],
  ])('is false for %s, which is not an Error', (_label, value) => {
    expect(isStaleChunkError(value)).toBe(false);
  });
});

describe('reloadOnceForStaleChunk', () => {
  const locationDescriptor = Object.getOwnPropertyDescriptor(window, 'location');
  let reload: Mock<() => void>;

  beforeEach(() => {
    reload = vi.fn<() => void>();
    // jsdom's Location.reload cannot be spied on (unforgeable); replace window.location for the test.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, reload },
    });
  });

  afterEach(() => {
    if (locationDescriptor) Object.defineProperty(window, 'location', locationDescriptor);
  });

  it('reloads the first time and records when', () => {
    const now = 1_760_000_000_000;
    expect(reloadOnceForStaleChunk(now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(FLAG_KEY)).toBe(String(now));
  });

  it('does not reload again within a minute, and keeps the first time', () => {
    const first = 1_760_000_000_000;
    expect(reloadOnceForStaleChunk(first)).toBe(true);
    expect(reloadOnceForStaleChunk(first + 1)).toBe(false);
    expect(reloadOnceForStaleChunk(first + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(FLAG_KEY)).toBe(String(first)); // a loop does not push the window forward
  });

  it('reloads again once a minute has passed', () => {
    const first = 1_760_000_000_000;
    expect(reloadOnceForStaleChunk(first)).toBe(true);
    expect(reloadOnceForStaleChunk(first + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(FLAG_KEY)).toBe(String(first + 60_000));
    expect(reloadOnceForStaleChunk(first + 60_001)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers across page loads through localStorage (the flag written by an earlier page)', () => {
    const now = 1_760_000_000_000;
    window.localStorage.setItem(FLAG_KEY, String(now - 30_000));
    expect(reloadOnceForStaleChunk(now)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a garbled flag as no flag and reloads', () => {
    window.localStorage.setItem(FLAG_KEY, 'garbage');
    // Number('garbage') is NaN: `now - NaN < 60_000` is false, so the guard does not block a reload.
    expect(reloadOnceForStaleChunk(1_760_000_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T00:00:00Z') });
    try {
      expect(reloadOnceForStaleChunk()).toBe(true);
      expect(window.localStorage.getItem(FLAG_KEY)).toBe(String(Date.parse('2026-05-01T00:00:00Z')));
      vi.setSystemTime(Date.parse('2026-05-01T00:00:30Z'));
      expect(reloadOnceForStaleChunk()).toBe(false);
      vi.setSystemTime(Date.parse('2026-05-01T00:01:00Z'));
      expect(reloadOnceForStaleChunk()).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
