/** Roles in increasing power: a teacher also learns; an admin can do everything. */
export const ROLES = ['learner', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Account types: a trial account hits limits; a paid account has a subscription (normal or pro). */
export const ACCOUNT_TYPES = ['trial', 'paid'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_STATUSES = ['active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const LANGUAGES = ['vi', 'en'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'vi';
