import { z } from 'zod';
import { PASSWORD_RULES } from './limits.ts';

/**
 * Field rules shared by the forms and the API (spec §5). Each failure names a field code (errors.ts), which the
 * web app translates; the API sends the same codes in `errors`.
 */

export const emailSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'REQUIRED' })
  .max(254, { error: 'TOO_LONG' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }));

/** At least 8 characters with at least one letter (any script, diacritics included) and one digit; taken exactly
 * as typed (no trimming, no normalisation). */
export const passwordSchema = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .refine((v) => [...v].length <= PASSWORD_RULES.maxLength, { error: 'TOO_LONG' })
  .refine((v) => [...v].length >= PASSWORD_RULES.minLength && /\p{L}/u.test(v) && /\p{Nd}/u.test(v), {
    error: 'PASSWORD_TOO_WEAK',
  });

/** A password being checked (sign-in, current password): any non-empty string. */
export const anyPasswordSchema = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .max(PASSWORD_RULES.maxLength * 4, { error: 'TOO_LONG' });

/** Vietnamese mobile numbers: 0 or +84, then a 9-digit subscriber number with a valid network prefix.
 * Spaces, dots and dashes typed between digits are ignored; the number is stored as 0XXXXXXXXX. */
const VN_MOBILE = /^(?:0|\+84|84)((?:3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-9])\d{7})$/;
export const phoneSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .refine((v) => VN_MOBILE.test(v), { error: 'INVALID_PHONE' })
  .transform((v) => `0${VN_MOBILE.exec(v)![1]}`);

export const fullNameSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(120, { error: 'TOO_LONG' });

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** yyyy-MM-dd, a real calendar day, between 4 and 120 years ago. */
export const dateOfBirthSchema = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID_DATE' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
      const age = (Date.now() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
      return age >= 4 && age <= 120;
    },
    { error: 'INVALID_DATE' },
  );

/** Six digits, as mailed. */
export const otpSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .regex(/^\d{6}$/, { error: 'OTP_INVALID' });

export function passwordsMatch<T extends { confirmPassword: string }>(key: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[key] !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORDS_DO_NOT_MATCH' });
    }
  };
}
