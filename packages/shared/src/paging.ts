import { z } from 'zod';
import { PAGING } from './limits.ts';

/** `page` from 1 and `limit` (default 20): above the maximum it is clamped, below 1 or not a number it is invalid. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGING.defaultLimit)
    .transform((v) => Math.min(v, PAGING.maxLimit)),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().min(0) });
}
