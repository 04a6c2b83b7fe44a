import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResendCode } from '../components/resend-code';
import { ResetCodeForm } from '../components/reset-code-form';

/**
 * /forgot-password: the email, then the code from the mail (or the mail's link, which opens /reset-password).
 * The answer never says whether the email has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const goToReset = (code: string) => {
    const query = new URLSearchParams({ email, code });
    void navigate(`${paths.resetPassword}?${query.toString()}`);
  };

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={sent ? undefined : t('forgot.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login}>
          {t('common.backToLogin')}
        </Anchor>
      }
    >
      <FormAlert message={error} />
      {sent ? (
        <Stack gap="lg">
          <Alert variant="light" role="status">
            <Stack gap="xs">
              <Text>{t('forgot.sent', { email })}</Text>
              <Text>{t('forgot.checkSpam')}</Text>
            </Stack>
          </Alert>
          <ResetCodeForm email={email} onCode={goToReset} />
          <ResendCode email={email} recaptchaSiteKey={config.data?.recaptchaSiteKey} onError={setError} />
          <Button
            variant="subtle"
            onClick={() => {
              setError(null);
              setSent(false);
            }}
          >
            {t('forgot.otherEmail')}
          </Button>
        </Stack>
      ) : (
        <ForgotPasswordForm
          defaultEmail={email}
          recaptchaSiteKey={config.data?.recaptchaSiteKey}
          onError={setError}
          onSent={(to) => {
            setEmail(to);
            setSent(true);
          }}
        />
      )}
    </AuthLayout>
  );
}
