import { loadScript } from './load-script';

/** The part of reCAPTCHA v2 (`grecaptcha`) the check box uses. */
export interface Recaptcha {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      theme?: 'light' | 'dark';
      size?: 'normal' | 'compact';
    },
  ): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Recaptcha; vocakeyRecaptchaLoaded?: () => void };

let loading: Promise<Recaptcha> | undefined;

/** Loads reCAPTCHA v2 with explicit rendering; resolves once `grecaptcha.render` may be called. */
export function loadRecaptcha(language: string): Promise<Recaptcha> {
  if (loading) return loading;
  const w = window as RecaptchaWindow;
  loading = new Promise<Recaptcha>((resolve, reject) => {
    w.vocakeyRecaptchaLoaded = () =>
      w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('reCAPTCHA did not start'));
    const src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=vocakeyRecaptchaLoaded&hl=${encodeURIComponent(language)}`;
    loadScript(src).catch((error: unknown) => {
      loading = undefined;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return loading;
}
