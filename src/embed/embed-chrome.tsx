import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../components/message/app-link';
import type { EmbedOptions } from '../lib/embed-protocol';
import { appPathOf } from './embed-feed';
import { CHROME_LINK } from './embed-classes';
import { useFeedName, useNetworkName } from './embed-names';
import { frameSession } from './frame-session';

/** The optional header: the feed's name, and the network's unless `hide-network-name`. */
export function EmbedHeader({ options, signedIn }: { options: EmbedOptions; signedIn: boolean }) {
  const name = useFeedName(options, signedIn);
  const network = useNetworkName(options, signedIn);
  return (
    <header className="flex min-w-0 flex-wrap items-baseline gap-x-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
      <h1 className="min-w-0 text-base font-semibold break-words">{name}</h1>
      {!options.hideNetworkName && network ? (
        <p className="min-w-0 text-xs break-words text-slate-600 dark:text-slate-300">{network}</p>
      ) : null}
    </header>
  );
}

/** The optional footer: the feed in the full app (a new tab), and Sign out of this frame. */
export function EmbedFooter({ options, signedIn }: { options: EmbedOptions; signedIn: boolean }) {
  const client = useQueryClient();
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-1 py-1 dark:border-slate-800">
      <AppLink to={appPathOf(options)} className={CHROME_LINK}>
        <Trans>
          Open in Commons<span className="sr-only"> (new tab)</span>
        </Trans>
      </AppLink>
      {signedIn ? (
        <button
          type="button"
          className={CHROME_LINK}
          onClick={() => {
            client.clear();
            frameSession.signOut();
          }}
        >
          <Trans>Sign out</Trans>
        </button>
      ) : null}
    </footer>
  );
}
