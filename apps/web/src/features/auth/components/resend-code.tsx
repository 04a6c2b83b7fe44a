import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { useCaptcha } from '../hooks/use-captcha';

/** A code can be asked for again once a minute has passed. */
export const RESEND_AFTER_SECONDS = 60;

interface ResendCodeProps {
  email: string;
  recaptchaSiteKey: string | null | undefined;
  /** A message for the alert above the form; null clears it. */
  onError: (message: string | null) => void;
}

/** "Resend the code", counting down from 60 s after each mail (and asking for the captcha again if configured). */
export function ResendCode({ email, recaptchaSiteKey, onError }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const [secondsLeft, setSecondsLeft] = useState(RESEND_AFTER_SECONDS);
  const captcha = useCaptcha(recaptchaSiteKey);
  const forgotPassword = useForgotPassword({
    onError: (error) => {
      onError(error.message);
      captcha.reset();
    },
  });

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resend = () => {
    if (forgotPassword.isPending || !captcha.check()) return;
    onError(null);
    forgotPassword.mutate(
      { email, recaptchaToken: captcha.token },
      {
        onSuccess: () => {
          notifySuccess(t('forgot.resent'));
          captcha.reset();
          setSecondsLeft(RESEND_AFTER_SECONDS);
        },
      },
    );
  };

  const waiting = secondsLeft > 0;
  return (
    <Stack gap="sm">
      {!waiting && captcha.field}
      <Button
        variant="default"
        size="md"
        fullWidth
        disabled={waiting}
        loading={forgotPassword.isPending}
        onClick={resend}
      >
        {waiting ? t('forgot.resendIn', { seconds: secondsLeft }) : t('forgot.resend')}
      </Button>
    </Stack>
  );
}
