import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './scripts/security-headers.ts';

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
 * The app's code after the first chunk (src/app/start.tsx and what it imports) is preloaded from index.html,
 * so that it downloads while the first chunk asks for the feed; src/main.tsx runs it once the early paint
 * has drawn the feed. Vite itself would only fetch it when main.tsx imports it.
 */
function preloadAppCode(): Plugin {
  return {
    name: 'commons-preload-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const start = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) throw new Error('preloadAppCode: no chunk for src/app/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry?.fileName || entry?.imports.includes(fileName))
            return;
          files.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppCode(), contentSecurityPolicy()],
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
          include: ['contract/**/*.test.ts', 'emulator/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
