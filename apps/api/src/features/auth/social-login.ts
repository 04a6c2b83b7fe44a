import type { z } from 'zod';
import type { AuthResult, facebookLoginSchema, googleLoginSchema } from '@vocakey/shared/auth';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FacebookVerifier } from './facebook.ts';
import type { GoogleVerifier } from './google.ts';
import * as q from './queries.ts';
import { deactivated, issueSession, type AuthContext, type ClientInfo } from './service.ts';

interface ProviderSignIn {
  provider: 'google' | 'facebook';
  subject: string;
  /** The address for a new account or for linking; null when neither the provider nor the user gave one. */
  email: string | null;
  /** The address as the provider states it (stored on the identity), null when the user typed it. */
  providerEmail: string | null;
  /** Only an address the provider vouches for may join an existing account or make a new one under its name. */
  mayLinkExisting: boolean;
  mayCreate: boolean;
  fullName: string | null;
  language: 'vi' | 'en';
}

/**
 * Signs in with a provider identity, keyed by (provider, subject): a known identity signs its account in; a new
 * one is linked to the account of the same email when the provider vouches for that email, or else makes a new
 * trial learner without a password. Concurrent first sign-ins of one identity are settled by the unique indexes:
 * the loser retries once and finds what the winner made.
 */
async function signInWithProvider(ctx: AuthContext, client: ClientInfo, who: ProviderSignIn): Promise<AuthResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const identity = await q.findIdentity(tx, who.provider, who.subject);
        let account = identity ? await q.findAccountById(tx, identity.userId) : undefined;
        if (!account) {
          if (!who.email) throw new AppError('FACEBOOK_EMAIL_REQUIRED');
          const existing = await q.findAccountByEmail(tx, who.email);
          if (existing) {
            if (!who.mayLinkExisting) throw new AppError('EMAIL_EXISTED');
            account = existing;
          } else {
            if (!who.mayCreate) throw new AppError('INVALID_LOGIN');
            account = await q.insertAccount(tx, {
              email: who.email,
              passwordHash: null,
              fullName: who.fullName,
              language: who.language,
            });
          }
          await q.insertIdentity(tx, {
            userId: account.id,
            provider: who.provider,
            subject: who.subject,
            email: who.providerEmail,
          });
        }
        if (account.status === 'deactivated') throw deactivated();
        return issueSession(tx, ctx, account, client);
      });
    } catch (err) {
      if (attempt === 0 && q.isUniqueViolation(err)) continue;
      if (q.isUniqueViolation(err, 'users_email_lower_key')) throw new AppError('EMAIL_EXISTED');
      throw err;
    }
  }
}

/**
 * Google: the ID token is verified (signature, issuer, audience, expiry) before anything else. Google's
 * `email_verified` decides whether the identity may join an existing account or open a new one; an unverified
 * address that belongs to an account is EMAIL_EXISTED, an unverified new one is refused (INVALID_LOGIN), so nobody
 * can claim somebody else's address before they sign up.
 */
export async function googleLogin(
  ctx: AuthContext,
  verifier: GoogleVerifier | null,
  input: z.output<typeof googleLoginSchema>,
  client: ClientInfo,
): Promise<AuthResult> {
  if (!verifier) throw notFound();
  const google = await verifier(input.idToken);
  return signInWithProvider(ctx, client, {
    provider: 'google',
    subject: google.subject,
    email: google.email,
    providerEmail: google.email,
    mayLinkExisting: google.emailVerified,
    mayCreate: google.emailVerified,
    fullName: google.name,
    language: input.language ?? 'vi',
  });
}

/**
 * Facebook: the access token is checked with the Graph API. Facebook does not say whether an email is verified,
 * so a Facebook identity never joins an existing account by email (EMAIL_EXISTED: sign in with the password
 * instead). Without an email from Facebook the user types one (FACEBOOK_EMAIL_REQUIRED until they do).
 */
export async function facebookLogin(
  ctx: AuthContext,
  verifier: FacebookVerifier | null,
  input: z.output<typeof facebookLoginSchema>,
  client: ClientInfo,
): Promise<AuthResult> {
  if (!verifier) throw notFound();
  const facebook = await verifier(input.accessToken);
  return signInWithProvider(ctx, client, {
    provider: 'facebook',
    subject: facebook.id,
    email: facebook.email ?? input.email ?? null,
    providerEmail: facebook.email,
    mayLinkExisting: false,
    mayCreate: true,
    fullName: facebook.name,
    language: input.language ?? 'vi',
  });
}
