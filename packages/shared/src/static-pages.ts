import { z } from 'zod';

/** Page urls with their own route in the web app; any other url opens at /static_page?url=... */
export const INFO_PAGE_URLS = [
  'about-us',
  'services',
  'policies',
  'privacy-policy',
  'cookies',
  'copy-right',
  'academic-information',
  'FQAs',
  'payments',
  'instructions',
] as const;

export const STATIC_PAGE_KEYS = { feesInfo: 'fees-info', feesRule: 'fees-rule' } as const;

export const staticPageSummarySchema = z.object({
  url: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  showInFooter: z.boolean(),
  sortOrder: z.number().int(),
});

export const staticPageSchema = staticPageSummarySchema.extend({
  contentVi: z.string().describe('Markdown'),
  contentEn: z.string().describe('Markdown'),
  updatedAt: z.iso.datetime(),
});

export const staticPageParamsSchema = z.object({
  pageUrl: z.string().min(1).max(200),
});

export const imageItemSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  textVi: z.string(),
  textEn: z.string(),
  link: z.string().nullable(),
});

export type StaticPageSummary = z.infer<typeof staticPageSummarySchema>;
export type StaticPage = z.infer<typeof staticPageSchema>;
export type ImageItem = z.infer<typeof imageItemSchema>;
