import { z } from 'zod';
import {
  anyPasswordSchema,
  emailSchema,
  fullNameSchema,
  otpSchema,
  passwordSchema,
  passwordsMatch,
} from './account-rules.ts';

const recaptchaToken = z
  .string()
  .max(4000)
  .optional()
  .describe('reCAPTCHA response, required when the server has RECAPTCHA_SECRET');

export const registerSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    fullName: fullNameSchema.optional().or(z.literal('').transform(() => undefined)),
    language: z.enum(['vi', 'en']).optional(),
    recaptchaToken,
  })
  .superRefine(passwordsMatch('password'));

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: anyPasswordSchema,
  recaptchaToken,
});

export const googleLoginSchema = z.strictObject({
  idToken: z.string().min(1).max(8000).describe('Google ID token (JWT) from Google Identity Services'),
  language: z.enum(['vi', 'en']).optional(),
});

export const facebookLoginSchema = z.strictObject({
  accessToken: z.string().min(1).max(4000).describe('Facebook user access token'),
  email: emailSchema.optional().describe('Asked for when the Facebook account has no email (FACEBOOK_EMAIL_REQUIRED)'),
  language: z.enum(['vi', 'en']).optional(),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema, recaptchaToken });

/** A reset is identified by the link's token, or by the email with the 6-digit code. */
const resetIdentity = {
  token: z.string().min(20).max(200).optional(),
  email: emailSchema.optional(),
  code: otpSchema.optional(),
};

function identifiesReset(value: { token?: string; email?: string; code?: string }, ctx: z.RefinementCtx) {
  if (value.token) return;
  if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'REQUIRED' });
  if (!value.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'REQUIRED' });
}

export const checkResetPasswordSchema = z.strictObject(resetIdentity).superRefine(identifiesReset);

export const resetPasswordSchema = z
  .strictObject({ ...resetIdentity, newPassword: passwordSchema, confirmPassword: z.string() })
  .superRefine(identifiesReset)
  .superRefine(passwordsMatch('newPassword'));

export const authResultSchema = z.object({
  token: z.string(),
  completePercentage: z.number().int().min(0).max(100),
});

export const checkResetResultSchema = z.object({ valid: z.literal(true), email: z.string() });

/** What the sign-in screens need to know about the server (which buttons to show). */
export const authConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
  recaptchaSiteKey: z.string().nullable(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type CheckResetPasswordInput = z.input<typeof checkResetPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The form a Facebook user without an email fills in (spec §5); its email goes to FacebookLogin. */
export const facebookEmailSchema = z.strictObject({ email: emailSchema });
