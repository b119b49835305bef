/*
 * config.json, asked for the moment the first chunk starts to run: its modules take tens of milliseconds to
 * evaluate on a slow device, and the answer (already preloaded by index.html) is read meanwhile, instead of
 * after them (npm run bench). Imported first by main.tsx, so that it runs before any other module.
 * loadConfig reports a failure; nothing else waits on this promise.
 */
export const configResponse: Promise<Response> = fetch('/config.json');
configResponse.catch(() => undefined);
