import { useLingui } from '@lingui/react/macro';
/** The first focusable thing on every page: jumps past the header to the main content. */
export function SkipLink({ target = 'main', label }: { target?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <a
      href={`#${target}`}
      className="sr-only rounded-md bg-white px-4 py-2 text-blue-800 focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:outline-2 focus:outline-blue-600 dark:bg-slate-900 dark:text-blue-300"
    >
      {label ?? t`Skip to content`}
    </a>
  );
}
