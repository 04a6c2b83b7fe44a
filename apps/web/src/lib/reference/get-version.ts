import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The reference-data version (spec §3: starts from "0" on the client until the server has answered). */
export const getVersion = () => api.get<{ version: string }>('/GetVersionApi').then((r) => r.version);

export const versionQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'version'], queryFn: getVersion, staleTime: 5 * 60_000 });

export const useReferenceVersion = () => useQuery(versionQueryOptions());
