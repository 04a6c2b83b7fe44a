import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
// A relative path, so the config bundler inlines it (the shared package ships TypeScript sources).
import { INFO_PAGE_URLS } from '../../packages/shared/src/site.ts';
import { preloadFonts } from './font-preload';
import { routePreloads } from './route-preloads';

export default defineConfig({
  plugins: [
    react(),
    routePreloads([
      { paths: ['/'], module: 'src/features/home/routes/home-page.tsx' },
      { paths: ['/login'], module: 'src/features/auth/routes/login-page.tsx' },
      { paths: ['/register'], module: 'src/features/auth/routes/register-page.tsx' },
      {
        paths: [...INFO_PAGE_URLS.map((u) => `/${u}`), '/static_page'],
        module: 'src/features/static-pages/routes/info-page.tsx',
      },
    ]),
    preloadFonts(/be-vietnam-pro-(latin|vietnamese)-400-normal-[\w-]+\.woff2$/),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
