/** The local-storage keys of spec §3, in one place. */
export const storageKeys = {
  token: 'vocakey.token',
  linkedClass: 'vocakey.linkedClass',
  firstNotification: 'vocakey.firstNotification',
  reviewProcess: 'vocakey.reviewProcess',
  logout: 'vocakey.logout',
  language: 'vocakey.language',
  referencePrefix: 'vocakey.ref.',
  chunkReloaded: 'vocakey.chunkReloaded',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be unavailable (private mode, quota); the app still works without it
  }
}

export const storage = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
  getToken: () => storage.get(storageKeys.token),
  setToken: (token: string) => storage.set(storageKeys.token, token),
  clearToken: () => storage.remove(storageKeys.token),
};
