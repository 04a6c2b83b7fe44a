import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type UiLanguage } from '@vocakey/shared/roles';
import viCommon from '@/locales/vi/common.json';
import { storage, storageKeys } from './storage';

export const NAMESPACES = ['common', 'errors', 'home', 'pages', 'auth', 'account', 'notifications'] as const;

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Loads a catalogue on first use, as its own small chunk; Vietnamese `common` ships with the first page. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), null);
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, null),
    );
  },
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(): UiLanguage {
  const saved = storage.get(storageKeys.language);
  return isUiLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

export function initI18n(language: UiLanguage = initialLanguage()) {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Only the bundled `common` is waited for: the first paint needs no other request.
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { vi: { common: viCommon } },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

/**
 * Ships a screen's Vietnamese catalogue inside the screen's own chunk (call at module level), so a Vietnamese
 * visitor's first paint waits for no catalogue request; English ones still load on demand.
 */
export function bundleCatalogue(namespace: string, vi: Record<string, unknown>) {
  if (!i18n.hasResourceBundle('vi', namespace)) i18n.addResourceBundle('vi', namespace, vi, true, false);
}

export async function changeLanguage(language: UiLanguage) {
  storage.set(storageKeys.language, language);
  await i18n.changeLanguage(language);
}
