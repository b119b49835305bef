import type { QueryClient } from '@tanstack/react-query';
import type { NetworkFeedName } from '../../lib/feed-source';
import { idParam } from '../screen-requests';

/** What a screen's requests read from its address: the route's parameters and the search part. */
export interface ScreenAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts a screen's requests, before anything renders. A network feed's returns its first page's request:
 * on a first load, who and where are asked only once it is in (see prefetchScreenAt).
 */
export type ScreenRequests = (client: QueryClient, at: ScreenAddress) => Promise<unknown> | undefined;

/**
 * The pages that ship in the UI's own chunk: the network feeds (where most visits start, drawn the moment
 * the router runs) and Not found. app/screen-pages.tsx renders them.
 */
export type BundledPage = { bundled: 'network-feed'; feed: NetworkFeedName } | { bundled: 'not-found' };

/**
 * Every other page is a chunk of its own, loaded when its route is visited: `src/pages/<module>.tsx`, whose
 * export `name` is the page. Named rather than imported here, so that the boot, which imports this table,
 * holds no page's code nor any link to it (app/router.tsx loads them; app/screens.test.ts checks each).
 */
export interface LazyPage {
  module: `${string}-page`;
  name: string;
}

/**
 * One screen of the app, declared once: the router's routes (app/router.tsx) and the first screen's
 * requests (screens/start-screens.ts) are both made from these.
 */
export interface Screen {
  /** From config/paths.ts; the home (`/`) is the router's index route, `*` is whatever nothing else matches. */
  path: string;
  page: BundledPage | LazyPage;
  /** Behind the session gate (the sign-in screen, the shell, the shell's requests): all but two. */
  session: boolean;
  /** The requests the screen needs, started by its route's loader; null when the page asks for its own. */
  requests: ScreenRequests | null;
}

/** Requests that need one id from the address: nothing is asked for one that is not an id. */
export function withId(name: string, requests: (client: QueryClient, id: number) => void): ScreenRequests {
  return (client, { params }) => {
    const id = idParam(params[name]);
    if (id !== null) requests(client, id);
    return undefined;
  };
}

/**
 * How the router ranks a matching path (React Router's own weights): a fixed segment beats a parameter, so
 * `/users/7/edit` is the profile form, not a profile tab named "edit", and `*` comes last.
 */
function rank(segments: readonly string[]): number {
  if (segments.includes('*')) return -2;
  return segments.reduce((score, part) => score + (part.startsWith(':') ? 3 : 10), 0);
}

/** The parameters of a path's segments (`groups`, `:groupId`) in `pathname`, or null when it does not match. */
function match(segments: readonly string[], pathname: string): Record<string, string> | null {
  if (segments.includes('*')) return {};
  const have = pathname.split('/').filter(Boolean);
  if (segments.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of segments.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/**
 * The screen of `screens` at an app path, and its parameters, as the router would match it: the boot's own
 * matching, while the router's code is still loading.
 */
export function screenAt(
  screens: readonly Screen[],
  pathname: string,
): { screen: Screen; params: Record<string, string> } | null {
  let best: { screen: Screen; params: Record<string, string>; score: number } | null = null;
  for (const screen of screens) {
    const segments = screen.path.split('/').filter(Boolean);
    const params = match(segments, pathname);
    const score = rank(segments);
    if (params && (!best || score > best.score)) best = { screen, params, score };
  }
  return best && { screen: best.screen, params: best.params };
}
