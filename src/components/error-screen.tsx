import type { ReactNode } from 'react';

/** A whole-page problem (bad config, a route that failed): a heading, the details, an optional action. */
export function ErrorScreen({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div role="alert" className="mt-4 text-slate-700 dark:text-slate-200">
        {children}
      </div>
      {action ? <div className="mt-6">{action}</div> : null}
    </main>
  );
}
