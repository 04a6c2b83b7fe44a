import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Nation } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

export const getNations = (version: string) => cachedReference<Nation[]>(version, 'nations', '/Nations');

export const nationsQueryOptions = (version: string) =>
  queryOptions({
    queryKey: ['reference', version, 'nations'],
    queryFn: () => getNations(version),
    staleTime: Infinity,
  });

export function useNations() {
  const version = useReferenceVersion().data;
  return useQuery({ ...nationsQueryOptions(version ?? ''), enabled: Boolean(version) });
}
