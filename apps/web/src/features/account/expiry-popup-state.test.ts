import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShowExpired } from './expiry-popup-state';

describe('isShowExpired (spec §3)', () => {
  it('starts true, is shared by every reader, and lasts for the browser session', () => {
    const a = renderHook(() => useShowExpired());
    const b = renderHook(() => useShowExpired());
    expect(a.result.current[0]).toBe(true);
    act(() => a.result.current[1](false));
    expect(b.result.current[0]).toBe(false);
    expect(window.sessionStorage.getItem('vocakey.isShowExpired')).toBe('false');
  });

  it('is true again in a new session (sign-out clears session storage)', () => {
    window.sessionStorage.clear();
    expect(renderHook(() => useShowExpired()).result.current[0]).toBe(true);
  });
});
