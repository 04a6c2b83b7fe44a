import type { Plugin } from 'vite';

export interface RoutePreload {
  /** Paths as typed in the address bar (matched without regard to case or a trailing slash). */
  paths: string[];
  /** The route's lazy module, as named in Vite's manifest (e.g. src/features/home/routes/home-page.tsx). */
  module: string;
}

/**
 * Writes dist/route-preloads.json: for each first-screen path, the JS chunks and CSS of its lazy route module.
 * The server names them in the index.html it sends for that path, so the browser fetches the page's code in
 * parallel with the entry instead of after it (one round trip less on a slow phone connection).
 */
export function routePreloads(routes: RoutePreload[]): Plugin {
  return {
    name: 'vocakey-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = new Set<string>();
      const walk = (fileName: string, into: Set<string>) => {
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || into.has(fileName)) return;
        into.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const dep of chunk.imports) walk(dep, into);
      };
      if (entry) walk(entry.fileName, inEntry);
      const table: Record<string, string[]> = {};
      for (const route of routes) {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(route.module));
        if (!chunk) this.error(`route-preloads: ${route.module} is not a chunk of this build`);
        const files = new Set<string>();
        walk(chunk.fileName, files);
        const extra = [...files].filter((f) => !inEntry.has(f));
        for (const path of route.paths) table[path.toLowerCase().replace(/\/+$/, '') || '/'] = extra;
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(table, null, 2) });
    },
  };
}
