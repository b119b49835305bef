/**
 * The sessionStorage keys under which the app keeps a signed-in tab (src/auth/session.ts): the benches
 * write them before the app's first line runs, as a tab signed in earlier has them.
 */
export const TAB_KEYS = { token: 'commons.token', service: 'commons.serviceBaseUrl' } as const;
