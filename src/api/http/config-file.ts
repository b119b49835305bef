/**
 * `config.json`, from the app's own origin rather than the service: the one request of the app that the
 * http client does not make, since the client is configured from its answer. Kept here so that every call
 * to `fetch` in src/ is in src/api/http/ (eslint.config.js). Imports nothing: the first chunk asks for it.
 */
export function fetchConfigFile(url = '/config.json'): Promise<Response> {
  return fetch(url);
}
