import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Input, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadRecaptcha, type Recaptcha } from '../utils/recaptcha';

export interface RecaptchaHandle {
  /** A token is good for one request: after each attempt the box is ticked again. */
  reset(): void;
}

interface RecaptchaFieldProps {
  siteKey: string;
  onChange: (token: string | null) => void;
  error?: string | null;
  ref?: Ref<RecaptchaHandle>;
}

/** The widget is 304 px wide; below that it uses its compact form. */
const NORMAL_WIDGET_WIDTH = 304;

/** reCAPTCHA v2 ("I'm not a robot"), loaded only on the screens that show it and only when configured. */
export function RecaptchaField({ siteKey, onChange, error, ref }: RecaptchaFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Recaptcha; id: number } | null>(null);
  const latestOnChange = useRef(onChange);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const language = i18n.resolvedLanguage ?? 'vi';

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset() {
      if (widget.current) widget.current.api.reset(widget.current.id);
      latestOnChange.current(null);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    const host = container.current;
    if (!host) return;
    loadRecaptcha(language).then(
      (api) => {
        if (cancelled || widget.current) return;
        // grecaptcha cannot render twice into one element, so it gets a fresh child each time.
        const target = document.createElement('div');
        host.replaceChildren(target);
        const id = api.render(target, {
          sitekey: siteKey,
          theme: scheme,
          size: host.offsetWidth && host.offsetWidth < NORMAL_WIDGET_WIDTH ? 'compact' : 'normal',
          callback: (token) => latestOnChange.current(token),
          'expired-callback': () => latestOnChange.current(null),
          'error-callback': () => latestOnChange.current(null),
        });
        widget.current = { api, id };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
    // The widget is rendered once per mount; a change of scheme or language applies on the next visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);

  return (
    <Input.Wrapper error={error}>
      <div ref={container} />
      {status === 'loading' && <Loader size="sm" aria-label={t('captcha.loading')} />}
      {status === 'failed' && (
        <Text c="red" role="alert">
          {t('captcha.failed')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
