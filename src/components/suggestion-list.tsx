import { Fragment, createElement } from 'react';
import { webUrl } from '../lib/attachments';
import { reactKit } from './react-kit';
import { suggestionList } from './suggestion-list-template';

export { comboboxAttributes } from './suggestion-list-template';

const DETAIL = 'text-slate-600 dark:text-slate-300';

/** A suggestion's photo, only from an http(s) address (a hostile service's script URL never becomes a src). */
const photoOf = (s: ListOption) => webUrl(s.photo);

/** One suggestion: what it says, and a photo for a person. */
export interface ListOption {
  id: string;
  label: string;
  detail?: string | undefined;
  photo?: string | undefined;
}

export interface SuggestionListProps {
  id: string;
  label: string;
  open: boolean;
  suggestions: readonly ListOption[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  /** What the live region says of `n` suggestions shown. */
  announce: (n: number) => string;
  /** The detail under the label rather than beside it (a narrow field, as the sidebar's search box). */
  stacked?: boolean;
}

/** What a key does in a combobox whose listbox is open (the APG pattern): move, pick or close. */
export function listboxKey(
  key: string,
  active: number,
  count: number,
): { type: 'move'; to: number } | { type: 'pick' } | { type: 'close' } | null {
  if (key === 'ArrowDown' || key === 'ArrowUp')
    return { type: 'move', to: (active + (key === 'ArrowDown' ? 1 : -1) + count) % count };
  if (key === 'Enter') return { type: 'pick' };
  if (key === 'Escape') return { type: 'close' };
  return null;
}

/**
 * The listbox of suggestions under a field that owns the keys (aria-activedescendant), and a live region
 * that says how many there are. A click (pointer) picks too, without taking the focus from the field.
 */
export function SuggestionList({
  id,
  label,
  open,
  suggestions,
  activeIndex,
  optionId,
  onPick,
  announce,
  stacked = false,
}: SuggestionListProps) {
  const options = open
    ? suggestions.map((s, i) => (
        // Keys act through the field (aria-activedescendant); the click is for pointers.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={s.id}
          id={optionId(i)}
          role="option"
          aria-selected={i === activeIndex}
          onMouseDown={(e) => {
            e.preventDefault();
          }}
          onClick={() => {
            onPick(i);
          }}
          className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
            i === activeIndex ? 'bg-blue-100 dark:bg-blue-900' : ''
          }`}
        >
          {photoOf(s) ? (
            <img src={photoOf(s)} alt="" width={24} height={24} className="size-6 rounded-full" />
          ) : null}
          {stacked ? (
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{s.label}</span>
              {s.detail ? <span className={`truncate ${DETAIL}`}>{s.detail}</span> : null}
            </span>
          ) : (
            <>
              <span className="font-medium">{s.label}</span>
              {s.detail ? <span className={DETAIL}>{s.detail}</span> : null}
            </>
          )}
        </li>
      ))
    : [];
  return createElement(
    Fragment,
    null,
    ...suggestionList(reactKit, {
      id,
      label,
      open,
      options,
      status: open ? announce(suggestions.length) : '',
    }),
  );
}
