import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startViewingAs } from '../../auth/session';
import { usePageTitle } from '../../components/page-title';
import { LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { awaitViewAsOffer } from './view-as-handshake';

/**
 * `/view-as`: a tab an admin opened to view as someone. It takes the person's token from its opener alone
 * (view-as-handshake.ts), keeps it in this tab's session, lets go of the opener and starts afresh at home
 * as that person. Opened any other way, it takes nothing and says so.
 */
export function ViewAsStart() {
  const { t } = useLingui();
  usePageTitle(t`View as`);
  const client = useQueryClient();
  // Not opened by the console (null reason), or refused by the service (its reason); said in the language.
  const [problem, setProblem] = useState<{ refused: string | null } | null>(() =>
    window.opener ? null : { refused: null },
  );
  useEffect(() => {
    if (!window.opener) return undefined;
    return awaitViewAsOffer((offer) => {
      if (offer.type === 'commons:view-as:refused') {
        setProblem({ refused: offer.reason });
        return;
      }
      // The tab opened with the admin's session copied, and may hold the admin's cache from it: none of that
      // may be kept (or persisted on leaving) as the person's.
      client.clear();
      startViewingAs(offer.token, offer.name);
      // The admin's tab has no hold on this one any more, nor this one on it.
      window.opener = null;
      window.location.replace(paths.home);
    });
  }, [client]);
  const reason = problem?.refused ?? '';
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold">
        <Trans>View as</Trans>
      </h1>
      {problem ? (
        <p role="alert" className="mt-3">
          {problem.refused === null ? (
            <Trans>
              This tab was not opened by “View as” in the admin console, so it views as nobody. You can close
              this tab.
            </Trans>
          ) : (
            <Trans>The service did not let you view as this person: {reason} You can close this tab.</Trans>
          )}
        </p>
      ) : (
        <LoadingState label={t`Opening the network as this person…`} />
      )}
    </main>
  );
}
