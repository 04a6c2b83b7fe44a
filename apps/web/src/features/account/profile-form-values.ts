import type { UseFormReturnType } from '@mantine/form';
import type { Profile } from '@vocakey/shared/account';
import type { Gender } from '@vocakey/shared/account-rules';
import type { UiLanguage } from '@vocakey/shared/roles';

/** The profile form's values: what the shared `updateProfileSchema` checks and turns into the request body. */
export type ProfileFormValues = {
  fullName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  careerId: string | null;
  email: string;
  nationId: string | null;
  phone: string;
  language: UiLanguage;
  provinceId: string | null;
  districtId: string | null;
  wardId: string | null;
  /** Asked for only when the email changes on an account that has a password. */
  currentPassword: string;
};

export type ProfileFormState = UseFormReturnType<ProfileFormValues>;

/** Viet Nam, the nation whose provinces, districts and wards the profile offers. */
export const VIET_NAM = 'VN';

/** Most learners live in Viet Nam: an empty nation starts as Viet Nam, which they can change. */
export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName ?? '',
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    careerId: profile.careerId,
    email: profile.email,
    nationId: profile.nationId ?? VIET_NAM,
    phone: profile.phone ?? '',
    language: profile.language,
    provinceId: profile.provinceId,
    districtId: profile.districtId,
    wardId: profile.wardId,
    currentPassword: '',
  };
}

/** dd/MM/yyyy as typed (also d/M/yyyy, with dots or dashes) → yyyy-MM-dd; null unless it is a real calendar day. */
export function parseDayMonthYear(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [, d, mo, y] = m as unknown as [string, string, string, string];
  const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
