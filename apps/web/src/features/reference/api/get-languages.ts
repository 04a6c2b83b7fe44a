import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

export const getLanguages = (version: string) => cachedReference<Language[]>(version, 'languages', '/Languages');

export const languagesQueryOptions = (version: string) =>
  queryOptions({
    queryKey: ['reference', version, 'languages'],
    queryFn: () => getLanguages(version),
    staleTime: Infinity,
  });

export function useLanguages() {
  const version = useReferenceVersion().data;
  return useQuery({ ...languagesQueryOptions(version ?? ''), enabled: Boolean(version) });
}
