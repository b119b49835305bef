import type { ReactNode } from 'react';
import { FOCUS_RING } from '../../components/button-classes';

/**
 * A link among a profile's facts: 24 px tall at least (a target in running text), 44 px on a phone. An
 * address has no spaces to wrap at, so it may break anywhere: whole, it would run into the next column.
 */
export const FACT_LINK = `inline-flex min-h-6 max-w-full items-center wrap-anywhere text-blue-800 underline-offset-2 hover:underline max-sm:min-h-11 dark:text-blue-300 ${FOCUS_RING}`;

/** The details' grid: one column on a phone, two from `sm`, three from `lg`; short facts fill the gaps. */
export const FACTS_GRID = 'gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3 grid-flow-row-dense';

/** How many of the grid's columns a fact takes: one, two (a list of names), or the whole row (prose). */
export type FactSpan = 'one' | 'two' | 'row';

const ROW_SPAN = 'sm:col-span-2 lg:col-span-3';

const SPANS: Record<FactSpan, string> = {
  one: '',
  two: 'sm:col-span-2',
  row: ROW_SPAN,
};

/** One fact of a profile: its label (`dt`) above what it says (`dd`), inside the details' `dl`. */
export function Fact({
  label,
  span = 'one',
  children,
}: {
  label: string;
  span?: FactSpan;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${SPANS[span]}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
