import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={t(next === 'dark' ? 'colorScheme.dark' : 'colorScheme.light')}
      title={t(next === 'dark' ? 'colorScheme.dark' : 'colorScheme.light')}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
