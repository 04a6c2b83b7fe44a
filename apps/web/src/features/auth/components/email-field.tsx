import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The email field every sign-in form asks for first: label, example and keyboard in one place. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('common.email')}
      placeholder={t('common.emailPlaceholder')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
