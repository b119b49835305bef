import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { DirectoryChoice, DirectorySort } from '../../api/users/users-api';
import { FOCUS_RING } from '../../components/button-classes';
import { PageLinks } from '../../components/page-links';
import { choiceSearch, LETTERS, SORTS, withChange } from './directory-choice';

const CHIP = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-sm font-medium sm:min-h-8 sm:min-w-8 ${FOCUS_RING}`;
const CHIP_OFF = 'text-blue-800 hover:bg-slate-100 dark:text-blue-300 dark:hover:bg-slate-800';
const CHIP_ON = 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950';

/**
 * A–Z and All, as links: the letter is in the address, and the active one says so (`aria-current`). On a phone
 * the 27 links are one row that scrolls sideways (wrapped, they took five rows above the first person), with
 * the active letter scrolled into sight.
 */
export function LetterNav({ choice }: { choice: DirectoryChoice }) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    // Set by hand: scrollIntoView would also scroll the page. A shift from where the row is scrolled now,
    // so that it holds right to left too, where scrollLeft runs from 0 towards the negative.
    const shown = row.getBoundingClientRect();
    const letter = active.getBoundingClientRect();
    row.scrollLeft += letter.left - shown.left - (row.clientWidth - letter.width) / 2;
  }, [choice.letter]);
  const entries = [
    {
      key: 'all',
      label: t({ message: 'All', comment: 'the letter filter that shows everyone' }),
      letter: undefined,
    },
    ...LETTERS.map((l) => ({ key: l, label: l.toUpperCase(), letter: l })),
  ];
  return (
    <nav aria-label={t`Letters`} className="py-2 sm:px-4">
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1rem),transparent)] sm:flex-wrap sm:overflow-visible sm:px-0 sm:[mask-image:none]"
      >
        {entries.map((e) => {
          const active = e.letter === choice.letter;
          return (
            <li key={e.key}>
              <Link
                to={{ search: choiceSearch(withChange(choice, { letter: e.letter })) }}
                aria-current={active ? 'page' : undefined}
                className={`${CHIP} ${e.letter === undefined ? 'px-3' : ''} ${active ? CHIP_ON : CHIP_OFF}`}
              >
                {e.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const FIELD = `min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900 sm:min-h-9 ${FOCUS_RING}`;

/** The order: a labelled select and a Reverse checkbox, each change a new address (Back undoes it). */
export function SortControls({
  choice,
  onChange,
}: {
  choice: DirectoryChoice;
  onChange: (next: DirectoryChoice) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1 text-sm">
      <label className="flex items-center gap-2">
        <span>
          <Trans>Sort by</Trans>
        </span>
        <select
          value={choice.sortBy}
          onChange={(event) => {
            onChange(withChange(choice, { sortBy: event.target.value as DirectorySort }));
          }}
          className={FIELD}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {i18n._(s.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 sm:min-h-9">
        <input
          type="checkbox"
          checked={choice.reverse}
          onChange={(event) => {
            onChange(withChange(choice, { reverse: event.target.checked }));
          }}
          className={`size-5 ${FOCUS_RING}`}
        />
        <span>
          <Trans>Reverse</Trans>
        </span>
      </label>
    </div>
  );
}

/** Where the reader is among the directory's pages. */
export function Paging({ choice, full }: { choice: DirectoryChoice; full: boolean }) {
  return <PageLinks page={choice.page} full={full} searchFor={(page) => choiceSearch({ ...choice, page })} />;
}
