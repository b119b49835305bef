/**
 * How long an answer of the service is taken as current: data is not asked for again within it, and
 * neither is a definite no (app/screen-requests.ts). Apart from query-client.ts, which carries TanStack
 * Query, so that the first chunk can read it.
 */
export const FRESH_MS = 30_000;
