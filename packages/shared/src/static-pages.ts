import { z } from 'zod';

export { INFO_PAGE_URLS, STATIC_PAGE_KEYS } from './site.ts';

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
  htmlVi: z.string().describe('contentVi rendered to safe HTML (raw HTML in the Markdown is escaped)'),
  htmlEn: z.string().describe('contentEn rendered to safe HTML'),
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
