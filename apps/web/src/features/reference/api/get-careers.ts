import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Career } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

export const getCareers = (version: string) => cachedReference<Career[]>(version, 'careers', '/Careers');

export const careersQueryOptions = (version: string) =>
  queryOptions({
    queryKey: ['reference', version, 'careers'],
    queryFn: () => getCareers(version),
    staleTime: Infinity,
  });

export function useCareers() {
  const version = useReferenceVersion().data;
  return useQuery({ ...careersQueryOptions(version ?? ''), enabled: Boolean(version) });
}
