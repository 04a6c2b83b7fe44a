import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecaptchaField, type RecaptchaHandle } from '../components/recaptcha-field';

/**
 * The reCAPTCHA of one form, when the server has a site key (nothing otherwise): the field to render, the token
 * to send, a check before sending, and a reset after each attempt (a token is good for one request).
 */
export function useCaptcha(siteKey: string | null | undefined) {
  const { t } = useTranslation('auth');
  const ref = useRef<RecaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onChange = useCallback((value: string | null) => {
    setToken(value);
    if (value) setError(null);
  }, []);

  return {
    token: token ?? undefined,
    /** True when the request may go; otherwise shows why under the box. */
    check(): boolean {
      if (!siteKey || token) return true;
      setError(t('captcha.required'));
      return false;
    },
    reset() {
      ref.current?.reset();
      setToken(null);
    },
    field: siteKey ? <RecaptchaField siteKey={siteKey} onChange={onChange} error={error} ref={ref} /> : null,
  };
}
