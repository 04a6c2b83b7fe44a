import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AuthResult } from '@vocakey/shared/auth';
import { paths } from '@/config/paths';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { LoginForm } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { safeRedirect } from '../utils/safe-redirect';
import viAuth from '@/locales/vi/auth.json';
import { bundleCatalogue } from '@/lib/i18n';

bundleCatalogue('auth', viAuth);

/** /login: email and password, Google and Facebook when configured; then on to `?redirect=` or the account. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const config = useAuthConfig();
  const finishSignIn = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const redirect = search.get('redirect');
  const target = safeRedirect(redirect, paths.account);
  const onSuccess = (result: AuthResult) => finishSignIn(result, target);

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={redirect ? t('login.subtitleRedirect') : t('login.subtitle')}
      footer={
        <Text>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} fw={500}>
            {t('login.register')}
          </Anchor>
        </Text>
      }
    >
      <FormAlert message={error} />
      <LoginForm recaptchaSiteKey={config.data?.recaptchaSiteKey} onSuccess={onSuccess} onError={setError} />
      <SocialSignIn config={config.data} context="signin" onSuccess={onSuccess} onError={setError} />
    </AuthLayout>
  );
}
