import { useState } from 'react';
import { Button, CloseButton, Group, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

const DISMISSED_KEY = 'vocakey.profileNudgeDismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * "Complete your profile (62%)": a link in the header while the signed-in user's profile is incomplete.
 * It can be hidden for the rest of this browser session, and stays out of the way on /profile itself.
 */
export function ProfileNudge() {
  const { t } = useTranslation('account');
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const [dismissed, setDismissed] = useState(readDismissed);

  if (!user || user.completePercentage >= 100 || dismissed || pathname === paths.profile) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // without sessionStorage it stays hidden until the next page load
    }
  };

  const target = theme.other.touchTarget as number;
  return (
    <Group gap={0} wrap="nowrap">
      <Button component={Link} to={paths.profile} variant="light" color="reward" size="sm" h={target} px="sm">
        {t('nudge.link', { percent: user.completePercentage })}
      </Button>
      <CloseButton size={target} aria-label={t('nudge.dismiss')} onClick={dismiss} />
    </Group>
  );
}
