import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthResult } from '@vocakey/shared/auth';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { RegisterForm } from '../components/register-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import viAuth from '@/locales/vi/auth.json';
import { bundleCatalogue } from '@/lib/i18n';

bundleCatalogue('auth', viAuth);

/** /register: sign-up by email (or Google when configured), then on to complete the profile. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const config = useAuthConfig();
  const finishSignIn = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);

  const onRegistered = async (result: AuthResult) => {
    notifySuccess(t('register.success'));
    await finishSignIn(result, paths.profile);
  };
  // Google may sign in an account that already exists: only an incomplete profile is sent to be completed.
  const onGoogle = (result: AuthResult) =>
    finishSignIn(result, result.completePercentage < 100 ? paths.profile : paths.account);

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Text>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} fw={500}>
            {t('register.login')}
          </Anchor>
        </Text>
      }
    >
      <FormAlert message={error} />
      <RegisterForm recaptchaSiteKey={config.data?.recaptchaSiteKey} onSuccess={onRegistered} onError={setError} />
      <SocialSignIn config={config.data} context="signup" onSuccess={onGoogle} onError={setError} />
      <Text c="dimmed">
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: <Anchor component={Link} to={paths.info.policies} inherit />,
            privacy: <Anchor component={Link} to={paths.info['privacy-policy']} inherit />,
          }}
        />
      </Text>
    </AuthLayout>
  );
}
