import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATIC_PAGE_LIST_QUERY } from '@vocakey/shared/limits';
import type { StaticPageSummary } from '@vocakey/shared/static-pages';
import { api } from '@/lib/api-client';

export const getStaticPages = () =>
  api.get<{ data: StaticPageSummary[]; total: number }>('/StaticPage', { ...STATIC_PAGE_LIST_QUERY });

export const staticPagesQueryOptions = () =>
  queryOptions({ queryKey: ['static-pages'], queryFn: getStaticPages, staleTime: 10 * 60_000 });

export const useStaticPages = () => useQuery(staticPagesQueryOptions());
