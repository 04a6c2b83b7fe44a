import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageItem } from '@vocakey/shared/static-pages';
import { api } from '@/lib/api-client';

export const getProblemImages = () => api.get<ImageItem[]>('/Home/Image');

export const problemImagesQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'problem-images'], queryFn: getProblemImages, staleTime: 10 * 60_000 });

export const useProblemImages = () => useQuery(problemImagesQueryOptions());
