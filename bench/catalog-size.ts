import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogChunkName } from '../scripts/catalog-build';

/** The catalogs' languages (lingui.config.js); English's early catalog is inside the first chunk. */
export const CATALOG_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he'] as const;

/** A language's catalogs, one per step of the page's code (lingui.config.js). */
export const CATALOG_PARTS = ['early', 'ui', 'later'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** Issue 28: a language's catalog costs one request of at most this much (gzip). */
export const CATALOG_REQUEST_MAX_KB = 20;

export interface CatalogFile {
  locale: string;
  part: CatalogPart;
  /** The built file (`assets/catalog-early-de-<hash>.js`), when it is a request of its own. */
  file: string | undefined;
  gzipKb: number;
}

/** Each catalog's request as the build wrote it (scripts/catalog-build.ts names them), gzipped at level 9. */
export function catalogFiles(distDir: string): CatalogFile[] {
  const assets = readdirSync(join(distDir, 'assets'));
  return CATALOG_LOCALES.flatMap((locale) =>
    CATALOG_PARTS.map((part) => {
      const prefix = `${catalogChunkName(part, locale)}-`;
      const name = assets.find((file) => file.startsWith(prefix) && file.endsWith('.js'));
      const file = name && `assets/${name}`;
      const gzipKb = file ? gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024 : 0;
      return { locale, part, file, gzipKb };
    }),
  );
}
