import { isValidElement } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';
import { SCREENS } from './screens';
import { screenAt, type Screen, type ScreenRequests } from './screens/screen';
import { startScreens } from './screens/start-screens';

/** The router's screens: every route that renders a page, with the path it answers ('/' for the index). */
function leaves(routes: readonly RouteObject[]): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    if (route.children) return leaves(route.children);
    return [{ path: route.index ? '/' : (route.path ?? ''), route }];
  });
}

/** An address of a screen: each parameter an id, and `*` an address no screen has. */
const addressOf = (screen: Screen) =>
  screen.path === '*' ? '/nothing/here' : screen.path.replace(/:\w+/g, '7');

function runLoader(route: RouteObject, pathname: string, params: Record<string, string>) {
  if (typeof route.loader !== 'function') throw new Error(`${pathname}: no loader`);
  const request = new Request(`https://commons.example${pathname}?q=x`);
  return route.loader({ params, request, context: undefined } as LoaderFunctionArgs);
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the screen table', () => {
  it('has exactly one entry for every route of the router, and a route for every entry', () => {
    const routed = leaves(appRoutes(createQueryClient())).map(({ path }) => path);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(SCREENS.map((screen) => screen.path).sort());
  });

  it("gives each route its screen's page: bundled in the UI, or the named export of its own chunk", async () => {
    const routes = leaves(appRoutes(createQueryClient()));
    for (const screen of SCREENS) {
      const { route } = routes.find(({ path }) => path === screen.path) ?? {};
      if ('bundled' in screen.page) {
        expect(isValidElement(route?.element), screen.path).toBe(true);
        expect(route?.lazy, screen.path).toBeUndefined();
        continue;
      }
      const { module, name } = screen.page;
      expect(route?.element, screen.path).toBeUndefined();
      if (typeof route?.lazy !== 'function') throw new Error(`${screen.path}: no lazy page`);
      const loaded = (await route.lazy()) as { Component?: unknown };
      const pages = (await import(`../pages/${module}.tsx`)) as Record<string, unknown>;
      expect(loaded.Component, screen.path).toBe(pages[name]);
      expect(loaded.Component, screen.path).toBeTypeOf('function');
    }
  });

  it("starts, in each route's loader, the requests its screen declares, and has no loader otherwise", () => {
    const client = createQueryClient();
    const spies = new Map(
      SCREENS.filter((screen) => screen.requests).map((screen) => [
        screen,
        vi.spyOn(screen as { requests: ScreenRequests }, 'requests').mockReturnValue(undefined),
      ]),
    );
    const routes = leaves(appRoutes(client));
    for (const screen of SCREENS) {
      const { route } = routes.find(({ path }) => path === screen.path) ?? {};
      if (!route) throw new Error(`${screen.path}: no route`);
      const spy = spies.get(screen);
      if (!spy) {
        expect(route.loader, screen.path).toBeUndefined();
        continue;
      }
      const params = { groupId: '7' };
      expect(runLoader(route, addressOf(screen), params)).toBeNull();
      expect(spy, screen.path).toHaveBeenCalledTimes(1);
      const [calledWith, at] = spy.mock.calls[0] ?? [];
      expect(calledWith).toBe(client);
      expect(at?.params).toEqual(params);
      expect(at?.search.get('q')).toBe('x');
    }
  });
});

describe("the boot's first screen", () => {
  // The router is not loaded yet: the boot matches the address against the start screens itself.
  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    'at %s is the screen the router shows, or one that asks nothing there',
    (_, screen) => {
      const address = addressOf(screen);
      const routed = matchRoutes(appRoutes(createQueryClient()), address)?.at(-1)?.route;
      expect(routed?.index ? '/' : routed?.path).toBe(screen.path);

      const found = screenAt(startScreens, address);
      if (startScreens.includes(screen)) {
        expect(found?.screen).toBe(screen);
        expect(found?.params).toEqual(
          Object.fromEntries([...screen.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '7'])),
        );
        return;
      }
      const client = createQueryClient();
      void found?.screen.requests?.(client, { params: found.params, search: new URLSearchParams() });
      expect(client.getQueryCache().getAll()).toEqual([]);
    },
  );

  it('ranks a fixed segment above a parameter, as the router does', () => {
    expect(screenAt(SCREENS, '/users/7/edit')?.screen.path).toBe('/users/:userId/edit');
    expect(screenAt(SCREENS, '/users/7/followers')?.params).toEqual({ userId: '7', tab: 'followers' });
    expect(screenAt(SCREENS, '/groups/new')?.screen.path).toBe('/groups/new');
    expect(screenAt(SCREENS, '/nothing/here')?.screen.path).toBe('*');
  });
});
