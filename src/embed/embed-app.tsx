import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { buttonClass } from '../components/button-classes';
import { AppLinksInNewTab } from '../components/message/app-link';
import { useConfig } from '../config/config-context';
import type { EmbedOptions } from '../lib/embed-protocol';
import { EmbedFooter, EmbedHeader } from './embed-chrome';
import { EmbedConversation } from './embed-conversation';
import { FRAME } from './embed-classes';
import { frameSession } from './frame-session';
import { signInWithPopup, type PopupOutcome } from './popup-sign-in';
import { hasDraft } from './embed-draft';
import { NetworkOpening } from './network-opening';

/** The frame: header, then the conversation when signed in (else the sign-in prompt), then footer. */
export function EmbedApp({ options }: { options: EmbedOptions }) {
  const { t } = useLingui();
  const title = t`Commons conversation`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const session = useSyncExternalStore(frameSession.subscribe, frameSession.getSnapshot);
  return (
    <AppLinksInNewTab>
      <div className={FRAME}>
        {options.header ? <EmbedHeader options={options} signedIn={session.token !== null} /> : null}
        <main className="min-w-0">
          {options.header ? null : (
            <h1 className="sr-only">
              <Trans>Conversation from Commons</Trans>
            </h1>
          )}
          {session.token !== null && session.readToken !== null ? (
            <EmbedConversation key={session.readToken} options={options} />
          ) : session.token !== null && options.network ? (
            <NetworkOpening signInToken={session.token} network={options.network} />
          ) : (
            <SignInPrompt options={options} expired={session.expired} />
          )}
        </main>
        {options.footer ? <EmbedFooter options={options} signedIn={session.token !== null} /> : null}
      </div>
    </AppLinksInNewTab>
  );
}

const OUTCOME_TEXT: Record<Exclude<PopupOutcome['kind'], 'signed-in'>, MessageDescriptor> = {
  blocked: msg`The browser did not open the sign-in window. Allow pop-ups for this page, then try again.`,
  closed: msg`The sign-in window was closed before you finished.`,
  denied: msg`The sign-in did not complete.`,
};

/**
 * Sign in from inside the frame: the popup opens on this click only (in the handler itself, so no blocker
 * stops it) and gives its token back to this frame alone (popup-sign-in.ts).
 */
function SignInPrompt({ options, expired }: { options: EmbedOptions; expired: boolean }) {
  const { t, i18n } = useLingui();
  const config = useConfig();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const draftKept = expired && hasDraft(options);
  const service = config.serviceName;
  const signIn = () => {
    setProblem(null);
    setWaiting(true);
    void signInWithPopup(config).then((outcome) => {
      setWaiting(false);
      if (outcome.kind === 'signed-in') {
        // Possibly another person: nothing the last token read stays.
        client.clear();
        frameSession.signIn(outcome.token);
      } else {
        const said = i18n._(OUTCOME_TEXT[outcome.kind]);
        // The service's own reason, in its words, after ours.
        setProblem(outcome.kind === 'denied' && outcome.reason ? `${said} ${outcome.reason}` : said);
      }
    });
  };
  return (
    <section aria-labelledby="embed-sign-in" className="flex flex-col items-start gap-3 px-3 py-4">
      <h2 id="embed-sign-in" className="text-base font-semibold">
        {expired ? t`Your session has ended` : t`Join the conversation`}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {expired ? (
          draftKept ? (
            <Trans>Sign in again to go on. Your draft is kept.</Trans>
          ) : (
            <Trans>Sign in again to go on.</Trans>
          )
        ) : (
          <Trans>
            Sign in with <bdi>{service}</bdi> to read and write here.
          </Trans>
        )}
      </p>
      <button type="button" onClick={signIn} className={buttonClass('primary', 'min-h-11')}>
        {waiting ? t`Signing in…` : expired ? t`Sign in again` : t`Sign in`}
      </button>
      <p role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-300">
        {problem}
      </p>
    </section>
  );
}

/** What the frame says when it cannot start: its options or the config are unusable. Retry loads it again. */
export function EmbedProblem({ children }: { children: ReactNode }) {
  return (
    <main className={`${FRAME} p-3`}>
      <div role="alert" className="flex flex-col items-start gap-3">
        <h1 className="text-base font-semibold">
          <Trans>This conversation cannot be shown</Trans>
        </h1>
        <p className="text-sm">{children}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11')}
          onClick={() => {
            window.location.reload();
          }}
        >
          <Trans>Retry</Trans>
        </button>
      </div>
    </main>
  );
}
