/**
 * Set-up for every web test file (vitest project `web`, jsdom 29).
 *  - jest-dom matchers (`toBeInTheDocument`, ...);
 *  - the browser APIs jsdom lacks and Mantine uses (`matchMedia`, `ResizeObserver`, `scrollIntoView`, `scrollTo`);
 *  - i18n initialised in Vietnamese with every namespace loaded, so `i18n.t('errors:...')` and components that
 *    call `useTranslation` render real text without suspending;
 *  - after each test: rendered trees unmounted, storage emptied and the language put back to vi.
 *    (Mocks are not restored here: a test file that spies or stubs restores its own, so spies made in
 *    `beforeAll` keep working.)
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

// Mantine's colour scheme and `useMediaQuery` read matchMedia, which jsdom does not implement.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// ScrollArea, Popover, Select and charts observe their size.
if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverStub implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
}

// Combobox scrolls the selected option into view; back-to-top scrolls the window. jsdom implements neither.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });

// Every namespace on disk (not only `NAMESPACES`), so a new catalogue is ready in tests as soon as it exists.
const namespaces = Object.keys(import.meta.glob('../locales/vi/*.json')).map((file) =>
  file.replace(/^.*\/(.+)\.json$/, '$1'),
);
await initI18n('vi');
await i18n.loadNamespaces(namespaces);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'vi') await i18n.changeLanguage('vi');
});

// Forms load their shared Zod schema after the first paint (lib/form.ts, lazyZodValidate). Loading those modules
// once here makes each form's own dynamic import resolve at once, so a test that leaves a field straight after
// rendering meets the real validation, however slow the machine is.
await Promise.all([import('@vocakey/shared/auth'), import('@vocakey/shared/account'), import('@/lib/form-validation')]);
