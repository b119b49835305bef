import { allTokens, signOut } from '../auth/session';
import type { AppConfig } from '../config/app-config';
import { forgetDraftUploads, type DraftOwner } from '../lib/drafts';
import { budgetScope, forgetSpend } from './spend-store';

/**
 * Sign out, for real: every token of the tab goes, with what is kept under them (the rate-limit budgets;
 * the persisted query cache goes with the session, app/query-persistence.ts), the files uploaded for the
 * person's drafts, and every other tab of the same sign-in (auth/session.ts). Returns where the browser
 * goes next so the service's own sign-in ends too (config.json's `signOutUrl`), or null when none is set.
 */
export function signOutEverywhere(config: AppConfig, owner: DraftOwner | undefined): string | null {
  for (const token of allTokens()) forgetSpend(budgetScope(config.serviceBaseUrl, token));
  if (owner) forgetDraftUploads(owner);
  signOut();
  return serviceSignOutUrl(config, window.location.origin);
}

/** The service's sign-out, asked to send the browser back to the app's start. */
export function serviceSignOutUrl(config: AppConfig, origin: string): string | null {
  if (config.signOutUrl === null) return null;
  const url = new URL(config.signOutUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}/`);
  return url.toString();
}
