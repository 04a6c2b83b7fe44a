import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@vocakey/shared/roles';
import { isUiLanguage } from '@/lib/i18n';

/** The interface language, sent with sign-up so mails and the new account use it. */
export function useInterfaceLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}
