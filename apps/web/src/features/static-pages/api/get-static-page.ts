import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticPage } from '@vocakey/shared/static-pages';
import { api } from '@/lib/api-client';

/** A slash inside the page url is sent encoded (spec §7). */
export const getStaticPage = (url: string) => api.get<StaticPage>(`/StaticPage/Urls/${encodeURIComponent(url)}`);

export const staticPageQueryOptions = (url: string) =>
  queryOptions({ queryKey: ['static-pages', url], queryFn: () => getStaticPage(url), staleTime: 10 * 60_000 });

export const useStaticPage = (url: string) => useQuery({ ...staticPageQueryOptions(url), enabled: Boolean(url) });
