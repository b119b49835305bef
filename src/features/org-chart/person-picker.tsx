import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AutocompleteUser } from '../../../contract/social';
import { autocompleteQueries, normalizePrefix } from '../../api/autocomplete-api';
import { Avatar } from '../../components/avatar';

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
  const id = useId();
  const listId = `${id}-list`;
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
  const optionId = (i: number) => `${id}-option-${String(i)}`;

  const pick = (index: number) => {
    const person = people[index];
    if (!person) return;
    setText('');
    setPrefix('');
    onPick(person);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + people.length) % people.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosed(true);
    }
  };

  const status =
    typed === '' || typed !== prefix || answer.isFetching
      ? ''
      : people.length === 0
        ? 'Nobody found by that name.'
        : `${String(people.length)} people found. Use the arrow keys and Enter to pick one.`;

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        value={text}
        disabled={disabled}
        placeholder="Type a name"
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
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {open
          ? people.map((person, i) => (
              // The field owns the keys (aria-activedescendant); the click is for pointers.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={person.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                onMouseDown={(e) => {
                  e.preventDefault();
                }}
                onClick={() => {
                  pick(i);
                }}
                className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1 text-sm ${
                  i === activeIndex ? 'bg-blue-100 dark:bg-blue-900' : ''
                }`}
              >
                <Avatar
                  name={person.full_name}
                  template={person.mugshot_url_template}
                  url={person.photo}
                  size={28}
                />
                <span className="font-medium">{person.full_name}</span>
                {person.job_title ? (
                  <span className="truncate text-slate-600 dark:text-slate-300">{person.job_title}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
