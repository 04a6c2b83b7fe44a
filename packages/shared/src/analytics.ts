import { z } from 'zod';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

const pathSchema = z.string().min(1).max(500).startsWith('/');

export const webVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().min(0).max(600_000),
  path: pathSchema.describe('The page the measure belongs to'),
});

/**
 * A page view, sent on every route change. Web vitals measured since the last beacon ride along;
 * `vitalsOnly` marks the beacon sent when the tab is hidden, which carries vitals but is not a new view.
 */
export const pageViewSchema = z.object({
  path: pathSchema,
  vitals: webVitalSchema.array().max(20).optional(),
  vitalsOnly: z.boolean().optional(),
});

export type WebVital = z.infer<typeof webVitalSchema>;
export type PageViewInput = z.infer<typeof pageViewSchema>;
