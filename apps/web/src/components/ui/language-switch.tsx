import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type UiLanguage } from '@vocakey/shared/roles';
import { changeLanguage, isUiLanguage } from '@/lib/i18n';
import classes from './language-switch.module.css';

/** VI | EN in the header; the choice is remembered and sets <html lang>. Two toggle buttons, no widget library. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  return (
    <div className={classes.group} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <UnstyledButton
          key={lng}
          className={classes.option}
          aria-pressed={lng === current}
          title={t(`language.${lng}`)}
          lang={lng}
          onClick={() => {
            if (lng !== current) void changeLanguage(lng);
          }}
        >
          {lng.toUpperCase()}
        </UnstyledButton>
      ))}
    </div>
  );
}
