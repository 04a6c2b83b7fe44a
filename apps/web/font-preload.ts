import type { Plugin } from 'vite';

/**
 * Preloads the body and heading weights of Be Vietnam Pro (Latin and Vietnamese subsets), so text is drawn in its
 * own face sooner and swaps less. Only woff2 files are named; every browser that supports preload reads woff2.
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'vocakey-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => pattern.test(f));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
