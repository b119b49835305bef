import type { ReactNode } from 'react';
import { FOCUS_RING } from '../../components/button-classes';

/** A link among a profile's facts: 24 px tall at least (a target in running text), 44 px on a phone. */
export const FACT_LINK = `inline-flex min-h-6 items-center text-blue-800 underline-offset-2 hover:underline max-sm:min-h-11 dark:text-blue-300 ${FOCUS_RING}`;

/** One fact of a profile: its label (`dt`) above what it says (`dd`), inside the details' `dl`. */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
