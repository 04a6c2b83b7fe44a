import { z } from 'zod';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const versionSchema = z.object({ version: z.string() });

export const nationSchema = z.object({
  id: z.string().length(2).describe('ISO 3166-1 alpha-2 code'),
  nameVi: z.string(),
  nameEn: z.string(),
});

export const adminUnitSchema = z.object({
  id: z.string().describe('GSO code'),
  name: z.string(),
  type: z.string(),
});

export const languageSchema = z.object({
  id: z.string().length(2).describe('ISO 639-1 code'),
  nativeName: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
});

export const careerSchema = z.object({ id: z.string(), nameVi: z.string(), nameEn: z.string() });

export const levelSchema = z.object({
  id: z.enum(CEFR_LEVELS),
  nameVi: z.string(),
  nameEn: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
});

export const grammarSchema = z.object({
  id: z.string(),
  level: z.enum(CEFR_LEVELS),
  nameVi: z.string(),
  nameEn: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  examples: z.array(z.object({ en: z.string(), vi: z.string() })),
});

export const grammarQuerySchema = z.object({
  content: z.string().trim().max(100).optional().describe('Filter by name, in either language, without diacritics'),
});

export const nationParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z]{2}$/) });
export const unitParamsSchema = z.object({ id: z.string().regex(/^\d{1,5}$/) });

export type Nation = z.infer<typeof nationSchema>;
export type AdminUnit = z.infer<typeof adminUnitSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Career = z.infer<typeof careerSchema>;
export type Level = z.infer<typeof levelSchema>;
export type Grammar = z.infer<typeof grammarSchema>;
