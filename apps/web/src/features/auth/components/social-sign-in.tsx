import { useState } from 'react';
import { Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthConfig, AuthResult } from '@vocakey/shared/auth';
import { ApiError } from '@/lib/api-client';
import { fieldMessage } from '@/lib/form';
import { useFacebookLogin } from '../api/facebook-login';
import { useGoogleLogin } from '../api/google-login';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { FacebookButton } from './facebook-button';
import { FacebookEmailForm } from './facebook-email-form';
import { GoogleButton } from './google-button';

interface SocialSignInProps {
  config: AuthConfig | undefined;
  /** Sign-up shows only Google ("Sign up with Google"); sign-in shows Google and Facebook. */
  context: 'signin' | 'signup';
  onSuccess: (result: AuthResult) => Promise<void>;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Google and Facebook buttons, each only when the server has it configured; nothing otherwise. */
export function SocialSignIn({ config, context, onSuccess, onError }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  const language = useInterfaceLanguage();
  const [finishing, setFinishing] = useState(false);
  /** The Facebook token waiting for an email (FACEBOOK_EMAIL_REQUIRED). */
  const [facebookToken, setFacebookToken] = useState<string | null>(null);
  const google = useGoogleLogin({ onError: (error) => onError(messageOf(error)) });
  const facebook = useFacebookLogin({
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'FACEBOOK_EMAIL_REQUIRED') return;
      if (error instanceof ApiError && error.fields?.email) return; // shown under the email field
      onError(messageOf(error));
    },
  });

  const googleClientId = config?.googleClientId;
  const facebookAppId = context === 'signin' ? config?.facebookAppId : null;
  if (!googleClientId && !facebookAppId) return null;

  const finish = async (result: AuthResult) => {
    setFinishing(true);
    try {
      await onSuccess(result);
    } finally {
      setFinishing(false);
    }
  };

  const signInWithGoogle = (idToken: string) => {
    if (google.isPending || finishing) return;
    onError(null);
    google.mutateAsync({ idToken, language }).then(finish, () => undefined);
  };

  const signInWithFacebook = (accessToken: string) => {
    if (facebook.isPending || finishing) return;
    onError(null);
    facebook.mutateAsync({ accessToken, language }).then(finish, (error: unknown) => {
      if (error instanceof ApiError && error.code === 'FACEBOOK_EMAIL_REQUIRED') setFacebookToken(accessToken);
    });
  };

  /** Answers the message to show under the email field, or null. */
  const sendFacebookEmail = async (email: string): Promise<string | null> => {
    if (!facebookToken) return null;
    onError(null);
    try {
      const result = await facebook.mutateAsync({ accessToken: facebookToken, email, language });
      setFacebookToken(null);
      await finish(result);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.fields?.email) return fieldMessage(error.fields.email);
      if (error instanceof ApiError && error.code === 'FACEBOOK_EMAIL_REQUIRED') return fieldMessage('REQUIRED');
      return null;
    }
  };

  const busy = google.isPending || facebook.isPending || finishing;

  return (
    <Stack gap="sm">
      <Divider label={t('common.or')} labelPosition="center" />
      {googleClientId && <GoogleButton clientId={googleClientId} context={context} onCredential={signInWithGoogle} />}
      {facebookAppId &&
        (facebookToken ? (
          <FacebookEmailForm
            loading={facebook.isPending || finishing}
            onSubmit={sendFacebookEmail}
            onCancel={() => setFacebookToken(null)}
          />
        ) : (
          <FacebookButton appId={facebookAppId} loading={facebook.isPending} onAccessToken={signInWithFacebook} />
        ))}
      {busy && (
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('social.signingIn')}</Text>
        </Group>
      )}
    </Stack>
  );
}
