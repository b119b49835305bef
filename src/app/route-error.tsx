import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/states';
import { handOverEarlyPaint } from '../lib/early-paint';

/** The error element of every route: the failure stays inside its panel, the rest of the page lives on. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  useLayoutEffect(handOverEarlyPaint, []);
  const message = isRouteErrorResponse(error)
    ? `${String(error.status)} ${error.statusText}`
    : t`An unexpected error stopped this part of the page.`;
  return (
    <ErrorState
      title={t`This page could not be shown.`}
      message={message}
      retryLabel={t`Reload`}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}
