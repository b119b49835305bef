import { fetchConfigFile } from '../api/http/config-file';
import { localStore } from './persisted-owner';

let response: Promise<Response> | null = null;

/** The last config.json this browser read, for a load without a network (boot/config-request.ts). */
const LAST_CONFIG_KEY = 'commons.config.last';

/** Keeps the text of a good answer (a copy, read apart: the first chunk reads the answer itself). */
function keepCopy(answer: Response): void {
  if (!answer.ok) return;
  answer
    .clone()
    .text()
    .then((text) => localStore()?.setItem(LAST_CONFIG_KEY, text))
    .catch(() => undefined);
}

/**
 * Without a network, the last copy this browser read. The service worker serves its own copy first
 * (network-first); this one covers a worker that took control after the page had read config.json and went
 * offline before it could ask again, which left a reload offline stuck on the early paint.
 */
function lastCopy(error: unknown): Response {
  const text = localStore()?.getItem(LAST_CONFIG_KEY);
  if (!text) throw error;
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * config.json, asked for once: by the entry (main.tsx) right after the first feed request has left, so that
 * its answer (already preloaded by index.html) is read while the first chunk proper loads, instead of after
 * it (npm run bench). The first chunk reads the same response. loadConfig reports a failure; nothing else
 * waits on this promise.
 */
export function requestConfig(): Promise<Response> {
  if (!response) {
    response = fetchConfigFile().then((answer) => {
      keepCopy(answer);
      return answer;
    }, lastCopy);
    response.catch(() => undefined);
  }
  return response;
}

/** For tests: forget the request made. */
export function resetConfigRequest(): void {
  response = null;
}
