import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import {
  applyStylesheetFromEntry,
  chunkGraph,
  compileFirstScreenEagerly,
  firstScreenChunk,
  firstScreenFiles,
  preloadFirstScreen,
  runEntryOnArrival,
} from './scripts/first-screen-build.ts';
import { catalogChunks } from './scripts/catalog-build.ts';
import { embedLoader } from './scripts/embed-loader-build.ts';
import { laterCodeChunks } from './scripts/later-code-build.ts';
import { linguiMacros } from './scripts/lingui-macro-build.ts';
import { CONTENT_SECURITY_POLICY, securityHeadersByPath } from './scripts/security-headers.ts';
import { serviceWorker, serviceWorkerHeaders } from './scripts/service-worker-build.ts';
import { embedPage } from './scripts/embed-build.ts';
import { BOOT_CODE_META, UI_CODE_META } from './src/config/code-meta.ts';
import { JSDOM_TESTS, NODE_TESTS } from './vitest.environments.ts';

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const IMMUTABLE = 'public, max-age=31536000, immutable';

const APP_TESTS = 'src/**/*.test.{ts,tsx}';

/** Seeds the emulator once per run for the component tests that run against it in process. */
const EMULATOR_SEED = 'src/test/emulator-seed.ts';

/**
 * The test files of a list in vitest.environments.ts. Under Vitest, one that is not there (renamed, removed)
 * is an error, so the lists cannot go stale; a build does not look.
 */
function listed(files: readonly string[]): string[] {
  const missing = process.env.VITEST
    ? files.filter((file) => !existsSync(new URL(file, import.meta.url)))
    : [];
  if (missing.length > 0)
    throw new Error(`vitest.environments.ts lists missing files: ${missing.join(', ')}`);
  return [...files];
}

/**
 * The CSP goes into the built index.html (and the embed's page, embed/index.html) as a meta tag so that any static host ships it; the dev server
 * skips it because Vite's hot reload injects inline code. It closes the head, after the app's own script
 * and preload tags: Chromium holds back the preload scanner's requests until a CSP meta tag is applied, and
 * a meta tag at the top delayed every script of the first page by tens of milliseconds (npm run bench). The
 * tags before it are the build's own, and everything the page fetches or runs afterwards is under it.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'commons-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '</head>',
          `  <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />\n  </head>`,
        ),
    },
  };
}

/**
 * Names in index.html, in two meta tags, the code that comes after the first screen's: the boot
 * (src/app/boot.ts) and React with the UI (src/app/start.tsx), each with what it imports and the first
 * screen has not. The first chunk asks for them all at once (src/boot/preload-code.ts) when the early paint
 * is on screen: asked for from the HTML, or even while the feed was on its way, they competed with the first
 * chunk and the feed (npm run bench).
 */
function nameLaterCode(): Plugin {
  return {
    name: 'commons-name-later-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const { chunkOf, closure } = chunkGraph(bundle);
        const first = firstScreenFiles(bundle, entry.fileName);
        const boot = [...closure(chunkOf('/src/app/boot.ts'))].filter((file) => !first.has(file));
        const loaded = new Set([...first, ...boot]);
        const ui = [...closure(chunkOf('/src/app/start.tsx'))].filter((file) => !loaded.has(file));
        const meta = (name: string, files: string[]) => ({
          tag: 'meta',
          attrs: { name, content: files.map((file) => `/${file}`).join(' ') },
          injectTo: 'head' as const,
        });
        return [meta(BOOT_CODE_META, boot), meta(UI_CODE_META, ui)];
      },
    },
  };
}

/**
 * The build's assets carry a content hash in their names, so `npm start` and `npm run bench` serve them as
 * immutable, as any production host should (README, "Pointing Commons at a real network"): a repeat visit then asks the network for
 * nothing but the page and config.json. Vite's preview server would have every asset revalidated.
 */
function immutableAssets(): Plugin {
  return {
    name: 'commons-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            name.toLowerCase() === 'cache-control' ? setHeader(name, IMMUTABLE) : setHeader(name, value);
          setHeader('Cache-Control', IMMUTABLE);
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // React Router's package names only its development build, whose dev-only warnings the minifier cannot
  // drop; its production build differs in that one flag. The tests keep the warnings.
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
  plugins: [
    // The embed frame's page (/embed/), built in a pass of its own after the app's (scripts/embed-build.ts).
    embedPage(() => [linguiMacros(), react(), tailwindcss(), contentSecurityPolicy()]),
    linguiMacros(),
    react(),
    tailwindcss(),
    preloadFirstScreen(),
    nameLaterCode(),
    runEntryOnArrival(),
    applyStylesheetFromEntry(),
    contentSecurityPolicy(),
    immutableAssets(),
    compileFirstScreenEagerly(),
    embedLoader(),
    securityHeadersByPath(),
    serviceWorker(),
    serviceWorkerHeaders(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports knows modulepreload: the polyfill only cost the entry time to run.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstScreenChunk(), laterCodeChunks(), catalogChunks()] } },
    },
  },
  test: {
    // Room for a loaded 2-core machine: an emulator test that takes 1.5 s alone went past the default 5 s
    // beside two busy loops. A test that hangs still fails.
    testTimeout: 15_000,
    // Every core: Vitest's own default leaves one free, which on two cores ran the files one at a time
    // (the app's tests took 120 s that way and 72 s on both cores).
    maxWorkers: availableParallelism(),
    projects: [
      // The app's tests, in the lightest environment each passes in: which and why in vitest.environments.ts.
      {
        extends: true,
        test: {
          name: 'app-happy-dom',
          environment: 'happy-dom',
          include: [APP_TESTS],
          exclude: [...configDefaults.exclude, ...NODE_TESTS, ...Object.keys(JSDOM_TESTS)],
          setupFiles: ['src/test/setup.ts'],
          globalSetup: [EMULATOR_SEED],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-jsdom',
          environment: 'jsdom',
          include: listed(Object.keys(JSDOM_TESTS)),
          setupFiles: ['src/test/setup.ts'],
          globalSetup: [EMULATOR_SEED],
        },
      },
      {
        extends: true,
        // The emulator too: api tests run against it in process, and need no DOM for that.
        test: {
          name: 'app-node',
          environment: 'node',
          include: listed(NODE_TESTS),
          globalSetup: [EMULATOR_SEED],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'emulator/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint/**/*.test.js',
          ],
        },
      },
    ],
  },
}));
