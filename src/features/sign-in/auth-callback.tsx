import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { finishSignIn, type AuthOutcome, type InvalidReturn } from '../../auth/auth-return';
import { beginSignIn } from '../../auth/implicit-grant';
import { Button } from '../../components/button';
import { ErrorScreen } from '../../components/error-screen';
import { LoadingState } from '../../components/states';
import { useConfig } from '../../config/config-context';
import { splitNetworkPath } from '../../config/network-path';

/** Finishes a sign-in redirect: a spinner while it checks, then the saved route, or the reason it failed. */
export function AuthCallback() {
  const config = useConfig();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Exclude<AuthOutcome, { kind: 'signed-in' }> | null>(null);

  useEffect(() => {
    let live = true;
    void finishSignIn(config).then((result) => {
      if (!live) return;
      if (result.kind === 'signed-in') {
        // A page of another network has its own basename: the document loads there.
        if (splitNetworkPath(result.returnTo).network !== null) window.location.replace(result.returnTo);
        else void navigate(result.returnTo, { replace: true });
      } else setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [config, navigate]);

  if (!outcome) {
    return (
      <main id="main" className="p-6">
        <h1 className="sr-only">
          <Trans>Signing in</Trans>
        </h1>
        <LoadingState label={t`Finishing sign-in…`} />
      </main>
    );
  }

  const tryAgain = () => {
    void beginSignIn(config, outcome.returnTo);
  };
  return (
    <ErrorScreen
      title={outcome.kind === 'denied' ? t`Sign-in was not allowed` : t`Sign-in did not complete`}
      action={
        <Button variant="primary" onClick={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {outcome.kind === 'denied' ? (
        <p>
          {outcome.description ?? <Trans>The service did not give a reason.</Trans>}{' '}
          <span className="text-sm text-slate-500 dark:text-slate-400">({outcome.error})</span>
        </p>
      ) : (
        <p>
          <InvalidReturnSentence reason={outcome.reason} />
        </p>
      )}
    </ErrorScreen>
  );
}

/** Why a sign-in response was not taken, in the reader's language. */
function InvalidReturnSentence({ reason }: { reason: InvalidReturn }) {
  switch (reason) {
    case 'none':
      return <Trans>There is no sign-in to finish here.</Trans>;
    case 'foreign':
      return (
        <Trans>
          This sign-in response did not come from a sign-in started in this tab, so it was ignored.
        </Trans>
      );
    case 'provider-failed':
      return <Trans>The identity provider did not complete the sign-in.</Trans>;
    case 'no-token':
      return <Trans>The sign-in response carried no access token.</Trans>;
  }
}
