import { readFileSync, writeFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './scripts/security-headers.ts';
import { BOOT_CODE_META, UI_CODE_META } from './src/config/code-meta.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The CSP goes into the built index.html as a meta tag so that any static host ships it; the dev server
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
 * Names in index.html, in two meta tags, the code that comes after the first chunk: the boot
 * (src/app/boot.ts) and React with the UI (src/app/start.tsx), each with what it imports and the first
 * chunk has not. The first chunk asks for them all at once (src/app/preload-code.ts) when the early paint
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
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const chunkOf = (source: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`nameLaterCode: no chunk for ${source}`);
          return chunk.fileName;
        };
        /** A chunk and everything it imports statically. */
        const closure = (fileName: string, files = new Set<string>()) => {
          if (files.has(fileName)) return files;
          files.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? [])
            closure(imported, files);
          return files;
        };
        const first = closure(entry.fileName);
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
 * The entry script runs the moment it arrives (`async`), instead of after the page's stylesheet: a module
 * script is deferred, and a deferred script also waits for the stylesheets before it, which held back the
 * first feed request (npm run bench). Nothing is drawn before the document has parsed #root (src/main.tsx),
 * and the page is not rendered before its stylesheet has loaded either way.
 */
function runEntryOnArrival(): Plugin {
  return {
    name: 'commons-run-entry-on-arrival',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = '<script type="module" crossorigin src=';
        if (!html.includes(tag)) throw new Error('runEntryOnArrival: no entry script tag in index.html');
        return html.replace(tag, '<script type="module" async crossorigin src=');
      },
    },
  };
}

/**
 * Marks the entry chunk for V8 to compile all of it at once on a background thread, before it runs (V8's
 * explicit compile hints, `//# allFunctionsCalledOnLoad`), instead of each function on its first call. The
 * early paint's drawing code first runs when the feed answers, and compiling it then cost about 13 ms
 * between the answer and the painted frame on a 2-core machine (npm run bench:compare). The price is paid
 * before the feed request leaves (11-35 ms, npm run bench:trace); without the hint the chunk took as long
 * to run, and the two measured alike (README, Performance). Written into the file once Vite has finished
 * it: the comment must open the file, and Vite puts its own preload helper first. Other browsers ignore it.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'commons-compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = `${options.dir ?? 'dist'}/${chunk.fileName}`;
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    nameLaterCode(),
    runEntryOnArrival(),
    contentSecurityPolicy(),
    immutableAssets(),
    compileEntryEagerly(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true, headers: SECURITY_HEADERS },
  build: { target: 'es2022', sourcemap: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
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
          ],
        },
      },
    ],
  },
});
