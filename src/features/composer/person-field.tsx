import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { CaretToken } from '../../lib/composer-text';
import type { DraftRecipient } from '../../lib/drafts';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON, ICON_BUTTON } from './composer-icons';
import { comboboxAttributes, listboxKey, SuggestionList } from '../../components/suggestion-list';
import { useSuggestions } from './use-suggestions';

export interface PersonFieldProps {
  value: DraftRecipient | null;
  onChange: (person: DraftRecipient | null) => void;
  disabled?: boolean;
}

/** After the field's id: its listbox's, and an option's before its index. */
const LIST = '-list';
const OPTION = '-option-';

/**
 * "To": whom a new private message goes, chosen from the people suggestions of @mentions (the APG combobox on
 * a text input: arrows move, Enter picks, Escape closes). Once chosen, the person shows with a Remove button.
 */
export function PersonField({ value, onChange, disabled }: PersonFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = id + LIST;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const token = useMemo<CaretToken | null>(
    () => (text.trim() === '' ? null : { sigil: '@', query: text.trim(), start: 0, end: text.length }),
    [text],
  );
  const { suggestions } = useSuggestions(token);
  const people = suggestions.filter((s) => s.userId !== undefined);
  const open = !closed && people.length > 0;
  const activeIndex = Math.min(active, people.length - 1);
  const optionId = (i: number) => id + OPTION + String(i);

  const pick = (index: number) => {
    const s = people[index];
    if (s?.userId === undefined) return;
    onChange({ id: s.userId, name: s.label });
    setText('');
  };

  if (value) {
    const { name } = value;
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="font-medium">
          <Trans comment="before the person a private message goes to">To</Trans>
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 ps-3 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          <bdi>{value.name}</bdi>
          <button
            type="button"
            aria-label={t`Remove ${name}`}
            disabled={disabled}
            className={`${ICON_BUTTON} rounded-full`}
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => document.getElementById(id)?.focus());
            }}
          >
            <Icon name="close" className={COMPOSER_ICON} />
          </button>
        </span>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = open ? listboxKey(event.key, activeIndex, people.length) : null;
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.to);
    else if (action.type === 'pick') pick(activeIndex);
    else {
      event.stopPropagation();
      setClosed(true);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans comment="before the person a private message goes to">To</Trans>
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        {...comboboxAttributes(open, optionId(activeIndex))}
        aria-describedby={`${id}-hint`}
        value={text}
        disabled={disabled}
        placeholder={t`Type a name`}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setClosed(false);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
      />
      <p id={`${id}-hint`} className="sr-only">
        <Trans>Choose the person from the suggestions.</Trans>
      </p>
      <SuggestionList
        id={listId}
        label={t`People`}
        open={open}
        suggestions={people}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={pick}
        announce={(n) =>
          plural(n, {
            one: '# person found. Use the arrow keys and Enter to pick one.',
            other: '# people found. Use the arrow keys and Enter to pick one.',
          })
        }
      />
    </div>
  );
}
