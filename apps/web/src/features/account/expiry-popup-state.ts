import { useCallback, useSyncExternalStore } from 'react';

/**
 * Spec §3: the account state keeps `isShowExpired`, initially true: whether the subscription-expiry popup may
 * still be shown in this browser session. The payments feature shows the popup and turns it off when dismissed.
 * Kept in sessionStorage (sign-out clears it), shared by every component that reads it.
 */
const KEY = 'vocakey.isShowExpired';
const listeners = new Set<() => void>();
let memory = true; // when sessionStorage is unavailable

export function getShowExpired(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== 'false';
  } catch {
    return memory;
  }
}

export function setShowExpired(value: boolean) {
  memory = value;
  try {
    window.sessionStorage.setItem(KEY, String(value));
  } catch {
    // private mode or quota: the in-memory value still holds for this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `[isShowExpired, setShowExpired]`, like useState. */
export function useShowExpired(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, getShowExpired, () => true);
  return [value, useCallback((next: boolean) => setShowExpired(next), [])];
}
