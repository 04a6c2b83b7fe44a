import { useEffect, useRef, useState } from 'react';
import { Box, Group, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '../utils/google-identity';

interface GoogleButtonProps {
  clientId: string;
  context: 'signin' | 'signup';
  onCredential: (idToken: string) => void;
}

/** Google's own button (Google Identity Services), which hands back an ID token. Loaded on first render. */
export function GoogleButton({ clientId, context, onCredential }: GoogleButtonProps) {
  const { t, i18n } = useTranslation('auth');
  const scheme = useComputedColorScheme('light');
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const language = i18n.resolvedLanguage ?? 'vi';

  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(clientId, (idToken) => latest.current(idToken)).then(
      (identity) => {
        const element = host.current;
        if (cancelled || !element) return;
        element.replaceChildren();
        identity.renderButton(element, {
          type: 'standard',
          theme: scheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          // Google takes a width in pixels, between 200 and 400.
          width: Math.min(400, Math.max(200, element.offsetWidth || 320)),
          locale: language,
        });
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, context, language, scheme]);

  return (
    <Box>
      <Box ref={host} display="flex" style={{ justifyContent: 'center' }} />
      {status === 'loading' && (
        <Group justify="center" gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('social.loadingGoogle')}
          </Text>
        </Group>
      )}
      {status === 'failed' && <Text c="dimmed">{t('social.googleUnavailable')}</Text>}
    </Box>
  );
}
