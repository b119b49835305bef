import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { loadingState } from './loading-template';
import { reactKit } from './react-kit';
import { useOnline } from './use-online';

/**
 * Loading: a polite live region with a spinner and words. Offline, whatever is still loading was not among
 * the copies saved on this device and waits for the network (TanStack Query pauses it and resumes on
 * reconnect): that is said instead of spinning.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  if (!online)
    return (
      <div role="status" className="p-8 text-center text-slate-700 dark:text-slate-200">
        <p className="font-medium text-slate-900 dark:text-slate-100">
          <Trans>You are offline, and this was not saved on this device.</Trans>
        </p>
        <p className="mt-2 text-sm">
          <Trans>It will load when you reconnect.</Trans>
        </p>
      </div>
    );
  return loadingState(reactKit, label ?? t`Loading…`);
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="p-8 text-center text-slate-600 dark:text-slate-300">
      <p className="font-medium text-slate-900 dark:text-slate-100">{title}</p>
      {children ? <div className="mt-2 text-sm">{children}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** An error with a way out: role=alert so it is announced, and a Retry button when one makes sense. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="m-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      {message ? <p className="mt-1 text-sm">{message}</p> : null}
      {onRetry ? (
        <Button className="mt-3" onClick={onRetry}>
          {retryLabel ?? t`Retry`}
        </Button>
      ) : null}
    </div>
  );
}

/** A failure within a line of a page (one fact, one action): what failed and a Retry beside it. */
export function InlineError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <span role="alert" className="inline-flex flex-wrap items-center gap-2 text-sm">
      {children}
      <Button onClick={onRetry} className="max-sm:min-h-11">
        <Trans>Retry</Trans>
      </Button>
    </span>
  );
}
