import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkResetPasswordSchema, type CheckResetPasswordInput } from '@vocakey/shared/auth';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { useCheckResetPassword } from '../api/check-reset-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { ResetPasswordForm } from '../components/reset-password-form';

/** How long the success notice stays before going to sign-in. */
export const REDIRECT_AFTER_MS = 3000;

/** `?token=…` from the mail's link, or `?email=…&code=…` typed on /forgot-password; null when neither is usable. */
function identityFrom(search: URLSearchParams): CheckResetPasswordInput | null {
  const token = search.get('token');
  const candidate = token ? { token } : { email: search.get('email') ?? '', code: search.get('code') ?? '' };
  return checkResetPasswordSchema.safeParse(candidate).success ? candidate : null;
}

/**
 * /reset-password: checks the code or link first, then asks for the new password; on success, a notice and
 * an automatic move to sign-in (every session of the account has ended).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const identity = useMemo(() => identityFrom(search), [search]);
  const check = useCheckResetPassword(identity);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onDone = () => {
    // The reset ended every session, this browser's included.
    if (storage.getToken()) {
      storage.clearToken();
      queryClient.setQueryData(profileQueryKey, null);
    }
    notifySuccess(t('reset.notice'));
    setDone(true);
  };

  const invalidMessage = (): string => {
    const failure = check.error;
    // A malformed code or token is as unusable as an expired one.
    if (!identity || !(failure instanceof ApiError) || failure.code === 'VALIDATION_FAILED') {
      return t('errors:OTP_INVALID');
    }
    return failure.message;
  };

  let body;
  if (done) {
    body = (
      <Alert variant="light" role="status">
        <Stack gap="sm" align="flex-start">
          <Text>{t('reset.done')}</Text>
          <Button component={Link} to={paths.login} replace>
            {t('reset.loginNow')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!identity || check.isError) {
    const retryable = check.error instanceof ApiError && check.error.kind !== 'http';
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {invalidMessage()}
        </Alert>
        <Group gap="sm">
          <Button component={Link} to={paths.forgotPassword} size="md">
            {t('reset.requestNew')}
          </Button>
          {retryable && (
            <Button variant="default" size="md" onClick={() => void check.refetch()}>
              {t('common:errorPage.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else if (check.isSuccess) {
    body = (
      <>
        <FormAlert message={error} />
        <ResetPasswordForm identity={identity} email={check.data.email} onDone={onDone} onError={setError} />
      </>
    );
  } else {
    body = (
      <Group justify="center" gap="sm" py="md" role="status">
        <Loader size="sm" />
        <Text>{t('reset.checking')}</Text>
      </Group>
    );
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      footer={
        <Anchor component={Link} to={paths.login}>
          {t('common.backToLogin')}
        </Anchor>
      }
    >
      {body}
    </AuthLayout>
  );
}
