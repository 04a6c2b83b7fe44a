import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadFacebookSdk, type FacebookSdk } from '../utils/facebook-sdk';

interface FacebookButtonProps {
  appId: string;
  loading?: boolean;
  onAccessToken: (accessToken: string) => void;
}

/**
 * "Sign in with Facebook". The SDK loads when the button appears, so that a tap opens Facebook's window at once
 * (a window opened after waiting for a download is blocked as a pop-up).
 */
export function FacebookButton({ appId, loading, onAccessToken }: FacebookButtonProps) {
  const { t, i18n } = useTranslation('auth');
  const sdk = useRef<FacebookSdk | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const locale = i18n.resolvedLanguage === 'en' ? 'en_US' : 'vi_VN';

  useEffect(() => {
    let cancelled = false;
    loadFacebookSdk(appId, locale).then(
      (fb) => {
        sdk.current = fb;
        if (!cancelled) setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
    // The SDK loads once per page in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appId]);

  if (status === 'failed') {
    return <Text c="dimmed">{t('social.facebookUnavailable')}</Text>;
  }

  const signIn = () => {
    sdk.current?.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        if (accessToken) onAccessToken(accessToken); // no token: the person closed Facebook's window
      },
      { scope: 'email' },
    );
  };

  return (
    <Button variant="default" size="md" fullWidth loading={status === 'loading' || loading} onClick={signIn}>
      {t('social.facebook')}
    </Button>
  );
}
