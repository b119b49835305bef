/**
 * Which network a page belongs to is part of its address: the sign-in network's pages live at the app's
 * own paths (`/threads/12`), every other network's under `/n/<permalink>` (`/n/partners/threads/12`), so a
 * link opens the network it came from and two tabs can be on two networks. The router takes the prefix
 * as its basename; everything inside the app keeps using the plain paths of paths.ts.
 */
const PREFIX = '/n/';

export interface NetworkPath {
  /** The network's permalink, or null for the sign-in network. */
  network: string | null;
  /** The app path within that network, always starting with `/`. */
  path: string;
}

/** Splits a document pathname into the network it names and the app path within it. */
export function splitNetworkPath(pathname: string): NetworkPath {
  if (!pathname.startsWith(PREFIX)) return { network: null, path: pathname };
  const rest = pathname.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  const raw = slash === -1 ? rest : rest.slice(0, slash);
  let network: string;
  try {
    network = decodeURIComponent(raw);
  } catch {
    return { network: null, path: pathname };
  }
  if (network === '') return { network: null, path: pathname };
  return { network, path: slash === -1 ? '/' : rest.slice(slash) };
}

/** The router's basename for a network (undefined for the sign-in network, whose paths have no prefix). */
export function networkBasename(network: string | null): string | undefined {
  return network === null ? undefined : `${PREFIX}${encodeURIComponent(network)}`;
}

/** The document path of an app path in a network: what a link to another network, or a copied link, holds. */
export function inNetwork(network: string | null, path: string): string {
  const base = networkBasename(network);
  if (base === undefined) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** The app path of the document's address (without the network prefix): what the routes and prefetches read. */
export function currentAppPath(): string {
  return splitNetworkPath(window.location.pathname).path;
}
