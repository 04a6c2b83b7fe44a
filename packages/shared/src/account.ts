import { z } from 'zod';
import {
  GENDERS,
  anyPasswordSchema,
  dateOfBirthSchema,
  emailSchema,
  fullNameSchema,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
} from './account-rules.ts';
import { CEFR_LEVELS } from './reference.ts';
import { ACCOUNT_TYPES, LANGUAGES, ROLES } from './roles.ts';

/** The fields that make a profile complete (spec §2: profile completion); completePercentage counts them. */
export const PROFILE_COMPLETION_FIELDS = [
  'fullName',
  'dateOfBirth',
  'gender',
  'careerId',
  'email',
  'nationId',
  'phone',
  'language',
] as const;

export function completePercentage(profile: Partial<Record<(typeof PROFILE_COMPLETION_FIELDS)[number], unknown>>) {
  const filled = PROFILE_COMPLETION_FIELDS.filter(
    (f) => profile[f] !== null && profile[f] !== undefined && profile[f] !== '',
  );
  return Math.round((filled.length / PROFILE_COMPLETION_FIELDS.length) * 100);
}

export const subscriptionSchema = z.object({
  plan: z.enum(['normal', 'pro']),
  isProSubscription: z.boolean(),
  expiresAt: z.iso.datetime(),
  isExpired: z.boolean(),
});

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  accountType: z.enum(ACCOUNT_TYPES),
  subscription: subscriptionSchema.nullable(),
  language: z.enum(LANGUAGES),
  dateOfBirth: z.string().nullable().describe('yyyy-MM-dd'),
  gender: z.enum(GENDERS).nullable(),
  careerId: z.string().nullable(),
  nationId: z.string().nullable(),
  phone: z.string().nullable(),
  provinceId: z.string().nullable(),
  districtId: z.string().nullable(),
  wardId: z.string().nullable(),
  levelId: z.enum(CEFR_LEVELS).nullable(),
  completePercentage: z.number().int(),
  isReadTutorial: z.boolean(),
  hasPassword: z.boolean().describe('false for accounts made with Google or Facebook only'),
  providers: z.array(z.enum(['google', 'facebook'])),
  createdAt: z.iso.datetime(),
});

const optionalId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || null);

/**
 * The profile form. Strict: a field it does not name (role, status, plan, expiry...) is refused with
 * UNKNOWN_FIELD, so nobody raises their own rights through it.
 */
export const updateProfileSchema = z
  .strictObject({
    fullName: fullNameSchema,
    dateOfBirth: dateOfBirthSchema,
    gender: z.enum(GENDERS, { error: 'REQUIRED' }),
    careerId: z.string().trim().min(1, { error: 'REQUIRED' }).max(64),
    email: emailSchema,
    nationId: z.string().trim().length(2, { error: 'REQUIRED' }).toUpperCase(),
    phone: phoneSchema,
    language: z.enum(LANGUAGES, { error: 'REQUIRED' }),
    provinceId: optionalId,
    districtId: optionalId,
    wardId: optionalId,
    currentPassword: z
      .string()
      .max(512)
      .optional()
      .describe('Required to change the email of an account that has a password (a session alone is not enough)'),
  })
  .superRefine((v, ctx) => {
    // Below a province, each level needs the one above it.
    if (v.districtId && !v.provinceId) ctx.addIssue({ code: 'custom', path: ['provinceId'], message: 'REQUIRED' });
    if (v.wardId && !v.districtId) ctx.addIssue({ code: 'custom', path: ['districtId'], message: 'REQUIRED' });
  });

export const changePasswordSchema = z
  .strictObject({ currentPassword: anyPasswordSchema, newPassword: passwordSchema, confirmPassword: z.string() })
  .superRefine(passwordsMatch('newPassword'));

/** Deleting an account is confirmed with its password, or (for Google/Facebook accounts) by typing its email. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().max(512).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
});

export const updateLevelSchema = z.strictObject({ levelId: z.enum(CEFR_LEVELS) });

export type Profile = z.infer<typeof profileSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
