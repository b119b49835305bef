import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './scripts/security-headers.ts';

/**
 * The CSP goes into the built index.html as a meta tag so that any static host ships it; the dev server
 * skips it because Vite's hot reload injects inline code.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'commons-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicy()],
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
