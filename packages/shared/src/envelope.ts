import { z } from 'zod';
import { ERROR_CODES, FIELD_ERROR_CODES } from './errors.ts';

/** `{ success: true, data }`: the shape of every successful JSON answer. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: false, errorMessage, message, errors? }`: the shape of every failure. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorMessage: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.enum(FIELD_ERROR_CODES)).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type SuccessEnvelope<T> = { success: true; data: T };
