import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageItem } from '@vocakey/shared/static-pages';
import { api } from '@/lib/api-client';

export const getHomeSliders = () => api.get<ImageItem[]>('/StaticPage/HomeSlider');

export const homeSlidersQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'home-sliders'], queryFn: getHomeSliders, staleTime: 10 * 60_000 });

export const useHomeSliders = () => useQuery(homeSlidersQueryOptions());
