import { loadScript } from './load-script';

/** The Graph API version the server verifies tokens with (FACEBOOK_GRAPH_URL); keep the two together. */
export const FACEBOOK_SDK_VERSION = 'v19.0';

export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

/** The part of the Facebook JS SDK (`FB`) the sign-in button uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string }): void;
}

type FacebookWindow = Window & { FB?: FacebookSdk; fbAsyncInit?: () => void };

let sdk: Promise<FacebookSdk> | undefined;

/** Loads and initialises the SDK once; `locale` is Facebook's (vi_VN, en_US). */
export function loadFacebookSdk(appId: string, locale: string): Promise<FacebookSdk> {
  if (sdk) return sdk;
  const w = window as FacebookWindow;
  sdk = new Promise<FacebookSdk>((resolve, reject) => {
    const ready = () => {
      const FB = w.FB;
      if (!FB) return reject(new Error('Facebook SDK did not start'));
      FB.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
      resolve(FB);
    };
    if (w.FB) return ready();
    w.fbAsyncInit = ready;
    loadScript(`https://connect.facebook.net/${locale}/sdk.js`).catch((error: unknown) => {
      sdk = undefined;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return sdk;
}

/** For tests: forget the loaded SDK. */
export function resetFacebookSdk() {
  sdk = undefined;
}
