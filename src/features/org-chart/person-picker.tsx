import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AutocompleteUser } from '../../../contract/social';
import { autocompleteQueries, normalizePrefix } from '../../api/search/autocomplete-api';
import { comboboxAttributes, listboxKey, SuggestionList } from '../../components/suggestion-list';

/** People are asked for once typing pauses this long; each prefix's answer is cached for minutes. */
const PAUSE_MS = 300;

export interface PersonPickerProps {
  label: string;
  onPick: (person: AutocompleteUser) => void;
  /** Left out of the suggestions (the person whose chart it is). */
  excludeId?: number;
  disabled?: boolean;
}

/**
 * A people autocomplete (`autocomplete/ranked?models=user`), as the APG combobox with a listbox: the arrows
 * move, Enter picks, Escape closes; a click picks too. The field empties once a person is picked.
 */
export function PersonPicker({ label, onPick, excludeId, disabled }: PersonPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = [id, 'list'].join('-');
  const [text, setText] = useState('');
  const [prefix, setPrefix] = useState('');
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setPrefix(normalizePrefix(text));
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const typed = normalizePrefix(text);
  const answer = useQuery({ ...autocompleteQueries.ranked('user', prefix), enabled: prefix !== '' });
  const people =
    typed !== '' && typed === prefix ? (answer.data?.user ?? []).filter((p) => p.id !== excludeId) : [];
  const open = !closed && people.length > 0;
  const activeIndex = Math.min(active, people.length - 1);
  const optionId = (i: number) => [id, 'option', String(i)].join('-');

  const pick = (index: number) => {
    const person = people[index];
    if (!person) return;
    setText('');
    setPrefix('');
    onPick(person);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = open ? listboxKey(event.key, activeIndex, people.length) : null;
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.to);
    else if (action.type === 'pick') pick(activeIndex);
    else setClosed(true);
  };

  // The list announces what it found; this says when it found nobody.
  const nobody = typed !== '' && typed === prefix && answer.isSuccess && people.length === 0;

  return (
    <div className="relative min-w-60 flex-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        {...comboboxAttributes(open, optionId(activeIndex))}
        value={text}
        disabled={disabled}
        placeholder={t`Type a name`}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setClosed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setClosed(true);
        }}
        onFocus={() => {
          setClosed(false);
        }}
        className="mt-1 min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
      />
      <SuggestionList
        id={listId}
        label={label}
        open={open}
        suggestions={people.map((p) => ({
          id: `user-${String(p.id)}`,
          label: p.full_name,
          detail: p.job_title ?? undefined,
          photo: p.photo || undefined,
        }))}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={pick}
        announce={(n) =>
          t`${plural(n, { one: '# person found', other: '# people found' })}. Use the arrow keys and Enter to pick one.`
        }
      />
      <p role="status" className="sr-only">
        {nobody ? <Trans>Nobody found by that name.</Trans> : ''}
      </p>
    </div>
  );
}
