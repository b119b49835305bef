/**
 * The service worker's side in the page (the only importer of workbox-window): registered late, when the
 * first screen is drawn and the browser is idle, so that the first visit's load is not slowed by it (the
 * worker then downloads the build to precache it: scripts/service-worker-build.ts). When a new build's
 * worker is waiting, `updateStore` says so; it takes over only when the reader accepts (`acceptUpdate`),
 * and the page reloads once it controls the page. Nothing updates on its own, so nothing being written is
 * ever interrupted.
 */
import type { Workbox } from 'workbox-window';
import { fetchConfigFile } from '../../api/http/config-file';

const SERVICE_WORKER_URL = '/sw.js';
const CONFIG_URL = '/config.json';
/** A tab left open for days still hears of a new build. */
const UPDATE_CHECK_MS = 60 * 60_000;
/** The longest the registration waits for an idle moment. */
const IDLE_AT_MOST_MS = 10_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let workbox: Workbox | null = null;

export const updateStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new version's worker is installed and waits for the reader's go-ahead. */
  getSnapshot: (): boolean => waiting,
};

function setWaiting(next: boolean): void {
  if (waiting === next) return;
  waiting = next;
  for (const listener of listeners) listener();
}

/** The reader clicked Reload: the waiting worker takes over, then the page reloads under it. */
export function acceptUpdate(
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  const wb = workbox;
  if (!wb) {
    reload();
    return;
  }
  wb.addEventListener('controlling', reload);
  wb.messageSkipWaiting();
}

/** Registers the worker (once) and listens for new versions. Exported for the unit test. */
export async function registerServiceWorker(
  load: () => Promise<typeof import('workbox-window')> = () => import('workbox-window'),
): Promise<void> {
  if (workbox) return;
  const { Workbox } = await load();
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    setWaiting(true);
  });
  const controlled = navigator.serviceWorker.controller !== null;
  // This page's config.json came from the network before any worker existed: asked once more through the
  // worker as soon as it takes control, so that its network-first cache holds a copy for a reload offline.
  if (!controlled)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        fetchConfigFile(CONFIG_URL).catch(() => undefined);
      },
      { once: true },
    );
  await wb.register({ immediate: true });
  setInterval(() => {
    if (document.visibilityState === 'visible') void wb.update();
  }, UPDATE_CHECK_MS);
}

let scheduled = false;

/**
 * After the page has loaded and on the browser's next idle moment. Only in a production build (the dev
 * server has no sw.js) and where the browser has service workers.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (scheduled || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  scheduled = true;
  const register = () => {
    registerServiceWorker().catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_AT_MOST_MS });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
