import type { ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The phone menu; its own chunk, loaded the first time the menu opens. */
export default function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Vocakey"
      size="xs"
      closeButtonProps={{ 'aria-label': t('nav.close') }}
    >
      <nav aria-label={t('nav.label')}>
        <Stack gap={4}>{children}</Stack>
      </nav>
    </Drawer>
  );
}
