import '@fontsource/be-vietnam-pro/vietnamese-400.css';
import '@fontsource/be-vietnam-pro/vietnamese-500.css';
import '@fontsource/be-vietnam-pro/vietnamese-700.css';
import '@fontsource/be-vietnam-pro/latin-400.css';
import '@fontsource/be-vietnam-pro/latin-500.css';
import '@fontsource/be-vietnam-pro/latin-700.css';
import '@mantine/core/styles.css';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { reloadOnceForStaleChunk } from './lib/stale-chunk';

// A chunk that vanished with a deploy: Vite reports it here before the route fails.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

void initI18n().then(() => {
  // Error messages are needed only when something fails: fetched after the first paint.
  void i18n.loadNamespaces('errors');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
});
