import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageItem } from '@vocakey/shared/static-pages';
import { api } from '@/lib/api-client';

export const getTrialImages = () => api.get<ImageItem[]>('/StaticPage/ImageTrial');

export const trialImagesQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'trial-images'], queryFn: getTrialImages, staleTime: 10 * 60_000 });

export const useTrialImages = () => useQuery(trialImagesQueryOptions());
