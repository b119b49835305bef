import { requestInit } from './wire-request';

/*
 * One GET the client sends before it has loaded: the entry chunk is a few kilobytes that the browser runs
 * the moment they arrive, and it sends the first feed request from there (app/request-ahead.ts), while the
 * rest of the first chunk is still being compiled (npm run bench). The client takes the response over when
 * it is asked for the same URL with the same token (http-client.ts), and counts it in its rate-limit group
 * then, as it does any request it sends.
 */

interface SentAhead {
  url: string;
  token: string;
  response: Promise<Response>;
  abort: AbortController;
}

let sent: SentAhead | null = null;

export function sendAhead(url: string, token: string): void {
  sent?.abort.abort();
  const abort = new AbortController();
  const response = fetch(url, requestInit('GET', token, abort.signal));
  // Whoever takes the response over reports its failure; until then nobody is waiting for it.
  response.catch(() => undefined);
  sent = { url, token, response, abort };
}

/**
 * The response to the request sent ahead to `url` with `token`, once; null when there is none. `signal`
 * then aborts it, as it would the client's own request.
 */
export function takeSentAhead(url: string, token: string, signal?: AbortSignal): Promise<Response> | null {
  if (sent?.url !== url || sent.token !== token) return null;
  const { response, abort } = sent;
  sent = null;
  if (signal?.aborted) abort.abort(signal.reason);
  else
    signal?.addEventListener(
      'abort',
      () => {
        abort.abort(signal.reason);
      },
      { once: true },
    );
  return response;
}

/** Aborts a request sent ahead that nobody took over: the client asked for another feed, or elsewhere. */
export function dropSentAhead(): void {
  sent?.abort.abort();
  sent = null;
}
