/**
 * Builds the embed loader (`src/embed-loader/main.ts`) on its own into `embed.js` at the root of the build:
 * one classic script (an IIFE: no import or export, nothing left in the page's globals), a fixed name that
 * intranet pages write into their HTML, and none of the app's code or chunks. The app's own entries are not
 * touched: the loader is added to their output as one more file.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const EMBED_LOADER_FILE = 'embed.js';
const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = resolve(ROOT, 'src/embed-loader/main.ts');

/** The loader's code, minified, as it ships. */
export async function buildEmbedLoader(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      // Intranet pages are often seen in older browsers than the app's own audience (es2022).
      target: 'es2020',
      minify: true,
      emptyOutDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'commonsEmbed', fileName: () => EMBED_LOADER_FILE },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the embed loader built to nothing');
  return chunk.code;
}

/** Adds `embed.js` to the app's build, and serves it from the dev server too (built on each request). */
export function embedLoader(): Plugin {
  return {
    name: 'commons-embed-loader',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EMBED_LOADER_FILE, source: await buildEmbedLoader() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${EMBED_LOADER_FILE}`) {
          next();
          return;
        }
        buildEmbedLoader().then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
  };
}
