import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

/*
 * The embed frame (src/embed/) is a second page of the build: `vite build` emits it as embed/index.html,
 * so a static host serves it at /embed/ beside the app, and the top of the repository keeps its one
 * index.html. It is built in a second pass, with a module graph of its own. In one graph with the app, every
 * module both pages use had to leave the app's entry and first chunk for shared files (Vite's preload
 * helper, the route paths, the http client...), and the first chunk imports the app's entry, which the
 * embed must not run: the app's first page went from three files to five. Apart, the app's output is the
 * same as without the embed, byte for byte; the embed pays with its own copy of React (cached for all the
 * intranet's embeds).
 */

const ROOT = resolve(import.meta.dirname, '..');
/** The embed page's source. */
export const EMBED_HTML = 'src/embed/index.html';
/** Where the build emits it: dist/embed/index.html, served at /embed/. */
export const EMBED_OUTPUT = 'embed/index.html';

function serveEmbedPage(): Plugin {
  return {
    name: 'commons-embed-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== '/embed/' && path !== '/embed/index.html') {
          next();
          return;
        }
        const html = readFileSync(resolve(ROOT, EMBED_HTML), 'utf8');
        server
          .transformIndexHtml(`/${EMBED_HTML}`, html, req.originalUrl)
          .then((page) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(page);
          })
          .catch(next);
      });
    },
  };
}

/** The page's HTML goes to embed/index.html instead of the source's src/embed/index.html. */
function moveEmbedHtml(): Plugin {
  return {
    name: 'commons-embed-html-path',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[EMBED_HTML];
        if (!page) throw new Error(`embed-build: ${EMBED_HTML} is not in the bundle`);
        page.fileName = EMBED_OUTPUT;
      },
    },
  };
}

/**
 * The page preloads the frame's app (src/embed/start-embed.tsx and what it imports) beside its small entry:
 * fetched from the entry, the app arrived a round trip later (npm run bench, the embed frame's paint). The
 * entry still imports it only outside the sign-in popup, which runs nothing of it.
 */
function preloadFrameApp(): Plugin {
  return {
    name: 'commons-embed-preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/embed/start-embed.tsx'));
        if (!app) throw new Error('embed-build: no chunk for src/embed/start-embed.tsx');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The embed page: served at /embed/ by the dev server; built after the app (closeBundle) into the same
 * folder, from `pagePlugins` (React, Tailwind, the CSP meta: what any page of the build needs), its HTML
 * moved from dist/src/embed/ to dist/embed/.
 */
export function embedPage(pagePlugins: () => PluginOption[]): Plugin[] {
  let outDir = resolve(ROOT, 'dist');
  let building = false;
  return [
    serveEmbedPage(),
    {
      name: 'commons-embed-build',
      apply: (_config, env) => env.command === 'build' && !env.isPreview,
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
        // The second pass loads this config too: only the first builds the embed.
        building = process.env.COMMONS_EMBED_PASS === '1';
      },
      async closeBundle() {
        if (building) return;
        process.env.COMMONS_EMBED_PASS = '1';
        try {
          await build({
            configFile: false,
            root: ROOT,
            logLevel: 'warn',
            publicDir: false,
            plugins: [...pagePlugins(), preloadFrameApp(), moveEmbedHtml()],
            build: {
              outDir,
              emptyOutDir: false,
              target: 'es2022',
              sourcemap: false,
              modulePreload: { polyfill: false },
              rolldownOptions: { input: { embed: resolve(ROOT, EMBED_HTML) } },
            },
          });
        } finally {
          delete process.env.COMMONS_EMBED_PASS;
        }
      },
    },
  ];
}
