import { loadScript } from './load-script';

export const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services (`google.accounts.id`) the sign-in button uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ): void;
}

type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

let initializedFor: string | undefined;
let onCredential: ((idToken: string) => void) | undefined;

/**
 * Loads Google Identity Services and initialises it once for `clientId`. The latest `handler` receives the ID
 * token; GIS keeps the callback of its first `initialize`, so the handler is swapped here instead.
 */
export async function loadGoogleIdentity(
  clientId: string,
  handler: (idToken: string) => void,
): Promise<GoogleIdentity> {
  onCredential = handler;
  await loadScript(GOOGLE_IDENTITY_SRC);
  const identity = (window as GoogleWindow).google?.accounts?.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  if (initializedFor !== clientId) {
    identity.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      auto_select: false,
      callback: (response) => {
        if (response.credential) onCredential?.(response.credential);
      },
    });
    initializedFor = clientId;
  }
  return identity;
}
