import type { UiLanguage } from '@vocakey/shared/roles';

type Localized<K extends string> = { [P in `${K}Vi` | `${K}En`]: string };

/** The Vietnamese or English variant of a field the API sends in both (`titleVi` / `titleEn`). */
export function localized<K extends string>(item: Localized<K>, key: K, language: string | undefined): string {
  const lang: UiLanguage = language === 'en' ? 'en' : 'vi';
  return item[`${key}${lang === 'en' ? 'En' : 'Vi'}` as `${K}Vi`];
}
