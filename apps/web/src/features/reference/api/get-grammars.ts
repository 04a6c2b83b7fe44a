import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Grammar } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

export const getGrammars = (version: string) => cachedReference<Grammar[]>(version, 'grammars', '/GrammarDescriptions');

export const grammarsQueryOptions = (version: string) =>
  queryOptions({
    queryKey: ['reference', version, 'grammars'],
    queryFn: () => getGrammars(version),
    staleTime: Infinity,
  });

export function useGrammars() {
  const version = useReferenceVersion().data;
  return useQuery({ ...grammarsQueryOptions(version ?? ''), enabled: Boolean(version) });
}
