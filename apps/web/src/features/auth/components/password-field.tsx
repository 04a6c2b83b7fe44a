import { useId } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is reachable by keyboard and named in the interface language.
 * Mantine's PasswordInput does not tie its error and description to the input (no aria-invalid, no
 * aria-describedby), unlike TextInput; this does, so a screen reader reads the error with the field.
 */
export function PasswordField({ id, error, description, ...props }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const generated = useId();
  const inputId = id ?? `password-${generated}`;
  const describedBy = [description ? `${inputId}-description` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <PasswordInput
      id={inputId}
      error={error}
      description={description}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy || undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      {...props}
    />
  );
}
