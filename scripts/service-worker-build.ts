import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';

/** The service worker's file at the root of the build (scope `/`), and its runtime cache of config.json. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const CONFIG_CACHE = 'commons-config';

/**
 * Everything the build holds that a reload needs, by glob so that later folders (`embed/`) come along:
 * the pages, the hashed code and styles, the icon. Not config.json (network-first below, so a deployment's
 * new settings win whenever the network answers) and not the worker itself.
 */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,png,svg,ico,webp,woff2,txt}'];
const PRECACHE_IGNORES = [SERVICE_WORKER_FILE, 'workbox-*.js', 'config.json'];

/**
 * Writes `sw.js` into the build folder once the bundle is written (workbox-build's generateSW): the build
 * stays one static folder. The worker precaches the build, answers every app address with index.html (the
 * single-page fallback) so that a reload while offline opens the app, and keeps config.json network-first
 * with the last copy for when the network is gone. Nothing else is routed: the service's API is another
 * origin and passes straight through, so no API answer and nothing that carries the token is ever cached
 * by the worker (the persisted query cache keeps what was read, app/query-persistence.ts). A new worker
 * waits until the reader clicks "Reload" (features/offline/update-offer.tsx asks it to skip waiting then);
 * it never takes over on its own.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'commons-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const { count, size, warnings } = await generateSW({
        globDirectory: outDir,
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        swDest: resolve(outDir, SERVICE_WORKER_FILE),
        mode: 'production',
        sourcemap: false,
        inlineWorkboxRuntime: true,
        // The hash in an asset's name is its revision: no cache-busting query needed to fetch it.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        clientsClaim: true,
        navigateFallback: '/index.html',
        // The embed frame is its own page with its own framing headers: the network serves it.
        navigateFallbackDenylist: [/^\/embed(\/|$)/],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: CONFIG_CACHE, expiration: { maxEntries: 1 } },
          },
        ],
      });
      for (const warning of warnings) config.logger.warn(`service worker: ${warning}`);
      config.logger.info(
        `service worker: ${SERVICE_WORKER_FILE} precaches ${String(count)} files, ${String(Math.round(size / 1024))} kB`,
      );
    },
  };
}

const UNREGISTERING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

/**
 * `vite preview` (npm start, the journeys, the bench) serves sw.js with `Cache-Control: no-cache`, as any
 * host should: the browser then checks the worker against the server on every visit and sees a new build.
 */
export function serviceWorkerHeaders(): Plugin {
  return {
    name: 'commons-service-worker-headers',
    // The dev server has no build to precache. A worker left by `npm start` on the same port would keep
    // answering with the built index.html: here sw.js is one that unregisters itself, found by the
    // browser's update check on the first dev visit.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${SERVICE_WORKER_FILE}`) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(UNREGISTERING_WORKER);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] === `/${SERVICE_WORKER_FILE}`) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            name.toLowerCase() === 'cache-control' ? setHeader(name, 'no-cache') : setHeader(name, value);
          setHeader('Cache-Control', 'no-cache');
        }
        next();
      });
    },
  };
}
