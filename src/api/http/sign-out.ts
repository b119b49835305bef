import { allTokens, signOut } from '../../auth/session';
import type { AppConfig } from '../../config/app-config';
import { forgetDraftUploads, type DraftOwner } from '../../lib/drafts';
import { budgetScope, forgetSpend } from './spend-store';

/**
 * Sign out, for real: every token of the tab goes, with what is kept under them (the rate-limit budgets;
 * the persisted query cache goes with the session, app/query-persistence.ts), the files uploaded for the
 * person's drafts, and every other tab of the same sign-in (auth/session.ts). Then the browser goes through
 * the service's own sign-out so its sign-in ends too and the next Sign in asks for credentials: the
 * identity provider's end-session, or config.json's `signOutUrl`; with neither, it stays on the app.
 */
export async function signOutEverywhere(
  config: AppConfig,
  owner: DraftOwner | undefined,
  go: (url: string) => void = (url) => {
    window.location.assign(url);
  },
): Promise<void> {
  for (const token of allTokens()) forgetSpend(budgetScope(config.serviceBaseUrl, token));
  if (owner) forgetDraftUploads(owner);
  signOut();
  const back = `${window.location.origin}/`;
  if (config.oidc) {
    const { endOidcSession } = await import('../../auth/oidc-provider');
    await endOidcSession(config.oidc, config.redirectUri, back).catch(() => undefined);
    return;
  }
  const url = serviceSignOutUrl(config, window.location.origin);
  if (url) go(url);
}

/** The service's sign-out, asked to send the browser back to the app's start. */
export function serviceSignOutUrl(config: AppConfig, origin: string): string | null {
  if (config.signOutUrl === null) return null;
  const url = new URL(config.signOutUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}/`);
  return url.toString();
}
