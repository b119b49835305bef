let response: Promise<Response> | null = null;

/**
 * config.json, asked for once: by the entry (main.tsx) right after the first feed request has left, so that
 * its answer (already preloaded by index.html) is read while the first chunk proper loads, instead of after
 * it (npm run bench). The first chunk reads the same response. loadConfig reports a failure; nothing else
 * waits on this promise.
 */
export function requestConfig(): Promise<Response> {
  if (!response) {
    response = fetch('/config.json');
    response.catch(() => undefined);
  }
  return response;
}
