import { completePercentage, type Profile } from '@vocakey/shared/account';
import type { ProfileRow } from './queries.ts';

/** The profile as the API shows it: subscription state worked out, dates in ISO 8601, no credentials. */
export function presentProfile(
  row: NonNullable<ProfileRow>,
  providers: Profile['providers'],
  now = new Date(),
): Profile {
  const { subscriptionPlan: plan, subscriptionExpiresAt: expiresAt, tutorialReadAt, createdAt, ...fields } = row;
  return {
    ...fields,
    subscription:
      plan && expiresAt
        ? {
            plan,
            isProSubscription: plan === 'pro',
            expiresAt: expiresAt.toISOString(),
            isExpired: expiresAt.getTime() <= now.getTime(),
          }
        : null,
    completePercentage: completePercentage(row),
    isReadTutorial: tutorialReadAt !== null,
    providers,
    createdAt: createdAt.toISOString(),
  };
}
