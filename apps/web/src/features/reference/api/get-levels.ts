import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Level } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

export const getLevels = (version: string) => cachedReference<Level[]>(version, 'levels', '/Level/GetAllLevel');

export const levelsQueryOptions = (version: string) =>
  queryOptions({ queryKey: ['reference', version, 'levels'], queryFn: () => getLevels(version), staleTime: Infinity });

export function useLevels() {
  const version = useReferenceVersion().data;
  return useQuery({ ...levelsQueryOptions(version ?? ''), enabled: Boolean(version) });
}
