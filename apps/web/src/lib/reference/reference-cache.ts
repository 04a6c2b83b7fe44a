import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_VERSION_INITIAL } from '@vocakey/shared/limits';
import { api } from '@/lib/api-client';
import { storage, storageKeys } from '@/lib/storage';
import { useReferenceVersion } from './get-version';

const prefix = storageKeys.referencePrefix;

/**
 * Reference lists kept in localStorage under the reference version, so a returning visitor does not download
 * nations, provinces or careers again until the server's version changes. Entries of older versions are removed.
 */
export async function cachedReference<T>(version: string, key: string, path: string): Promise<T> {
  const storageKey = `${prefix}${version}:${key}`;
  if (version !== REFERENCE_VERSION_INITIAL) {
    const saved = storage.get(storageKey);
    if (saved) {
      try {
        return JSON.parse(saved) as T;
      } catch {
        storage.remove(storageKey);
      }
    }
  }
  const data = await api.get<T>(path);
  if (version !== REFERENCE_VERSION_INITIAL) {
    forgetOtherVersions(version);
    storage.set(storageKey, JSON.stringify(data));
  }
  return data;
}

export function forgetOtherVersions(version: string) {
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const k = window.localStorage.key(i);
      if (k?.startsWith(prefix) && !k.startsWith(`${prefix}${version}:`)) window.localStorage.removeItem(k);
    }
  } catch {
    // storage unavailable: nothing cached, nothing to forget
  }
}

/**
 * The fetcher, query options and hook of one reference list (nations, careers, ...): the list is read through
 * the localStorage cache of the current reference version, and asked for only once the version is known.
 */
export function referenceList<T>(key: string, path: string) {
  const get = (version: string) => cachedReference<T[]>(version, key, path);
  const queryOptionsFor = (version: string) =>
    queryOptions({ queryKey: ['reference', version, key], queryFn: () => get(version), staleTime: Infinity });
  function useList() {
    const version = useReferenceVersion().data;
    return useQuery({ ...queryOptionsFor(version ?? ''), enabled: Boolean(version) });
  }
  return { get, queryOptions: queryOptionsFor, useList };
}
