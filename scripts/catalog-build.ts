import type { Rolldown } from 'vite';

const CATALOG = /\/src\/locales\/([^/]+)\/(early|ui|later)\.ts$/;

/** A catalog's chunk name, `catalog-early-de`: what `npm run bench:bundle` reads back from the build. */
export const catalogChunkName = (part: string, locale: string) => `catalog-${part}-${locale}`;

/**
 * Each catalog (src/locales/<locale>/<part>.ts, lingui.config.js) in a chunk of its own, named after its
 * language and part: left to itself, the bundler names every one `early`, `ui` or `later`, and the bench could
 * not tell which language's request it measures. English's early catalog is in the first chunk (an earlier
 * group takes it), so this names only the lazy ones.
 */
export function catalogChunks(): Rolldown.CodeSplittingGroup {
  return {
    includeDependenciesRecursively: false,
    name(moduleId) {
      const match = CATALOG.exec(moduleId);
      return match?.[1] && match[2] ? catalogChunkName(match[2], match[1]) : null;
    },
  };
}
