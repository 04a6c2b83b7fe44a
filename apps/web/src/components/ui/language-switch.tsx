import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type UiLanguage } from '@vocakey/shared/roles';
import { changeLanguage, isUiLanguage } from '@/lib/i18n';

/** VI | EN in the header; the choice is remembered and sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  return (
    <SegmentedControl
      size="sm"
      aria-label={t('language.label')}
      value={current}
      onChange={(value) => {
        if (isUiLanguage(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((lng) => ({
        value: lng,
        label: <span title={t(`language.${lng}`)}>{lng.toUpperCase()}</span>,
      }))}
    />
  );
}
