import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUnit } from '@vocakey/shared/reference';
import { cachedReference } from './reference-cache';
import { useReferenceVersion } from './get-version';

type Level = 'provinces' | 'districts' | 'wards';
const PATH: Record<Level, (parentId: string) => string> = {
  provinces: (nationId) => `/Nations/${encodeURIComponent(nationId)}/Provinces`,
  districts: (provinceId) => `/Provinces/${encodeURIComponent(provinceId)}/Districts`,
  wards: (districtId) => `/Districts/${encodeURIComponent(districtId)}/Wards`,
};

/** Provinces of a nation, districts of a province, wards of a district (Viet Nam's GSO units). */
export const getAdminUnits = (version: string, level: Level, parentId: string) =>
  cachedReference<AdminUnit[]>(version, `${level}:${parentId}`, PATH[level](parentId));

export const adminUnitsQueryOptions = (version: string, level: Level, parentId: string) =>
  queryOptions({
    queryKey: ['reference', version, level, parentId],
    queryFn: () => getAdminUnits(version, level, parentId),
    staleTime: Infinity,
  });

/** `parentId` empty (nothing chosen yet) fetches nothing. */
export function useAdminUnits(level: Level, parentId: string | null | undefined) {
  const version = useReferenceVersion().data;
  return useQuery({
    ...adminUnitsQueryOptions(version ?? '', level, parentId ?? ''),
    enabled: Boolean(version && parentId),
  });
}
