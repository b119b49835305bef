// The types of catalog-modules.mjs (a plain module, so that lingui.config.js can import it as it is).
export function staticClosure(root: string, entries: readonly string[]): string[];
export function firstChunkModules(root: string): string[];
export function uiChunkModules(root: string): string[];
