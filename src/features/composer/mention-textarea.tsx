import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { replaceToken, tokenAt, type CaretToken } from '../../lib/composer-text';
import { useAutoGrow } from './use-auto-grow';
import { SuggestionList } from '../../components/suggestion-list';
import { useSuggestions } from './use-suggestions';

export interface MentionTextareaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl or Cmd + Enter. */
  onSubmit: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
  readOnly?: boolean;
  placeholder?: string;
  /** Its least height (a class): one line for a reply box or a collapsed composer, more for an open one. */
  minHeight?: string;
}

/** Between the listbox's id and an option's index: the option's id. */
const OPTION = '-option-';

const sameToken = (a: CaretToken | null, b: CaretToken | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.query === b.query && a.sigil === b.sigil);

/**
 * The message text with @mention and #topic suggestions, after a pause in typing. The textarea stays a textbox
 * (a `combobox` role is not allowed on a textarea): `aria-autocomplete="list"` says it suggests, `aria-controls`
 * names the listbox, `aria-activedescendant` the highlighted option (arrows move, Enter or Tab picks, Escape
 * closes) and a live region says how many there are. It grows with its text up to 40% of the viewport.
 */
export function MentionTextarea({
  id,
  value,
  onChange,
  onSubmit,
  textareaRef,
  describedBy,
  readOnly,
  placeholder,
  minHeight = 'min-h-24',
}: MentionTextareaProps) {
  const { t } = useLingui();
  useAutoGrow(textareaRef, value);
  const listId = useId();
  const [token, setToken] = useState<CaretToken | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<CaretToken | null>(null);
  const { suggestions, token: shownFor } = useSuggestions(token);
  const open = suggestions.length > 0 && shownFor !== null && !sameToken(dismissed, shownFor);
  const activeIndex = Math.min(active, suggestions.length - 1);

  const track = (text: string, caret: number) => {
    const next = tokenAt(text, caret);
    setToken((prev) => (sameToken(prev, next) ? prev : next));
    setActive(0);
  };

  const pick = (index: number) => {
    const s = suggestions[index];
    const el = document.getElementById(id);
    if (!s || !shownFor || !(el instanceof HTMLTextAreaElement)) return;
    const { text, caret } = replaceToken(value, shownFor, s.insert);
    onChange(text);
    setToken(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + delta + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(shownFor);
    }
  };

  const optionId = (i: number) => listId + OPTION + String(i);
  return (
    <div className="relative">
      <textarea
        id={id}
        ref={textareaRef}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        // The reader's own words set their direction: Arabic typed in an English interface reads right to left.
        dir="auto"
        value={value}
        readOnly={readOnly}
        placeholder={placeholder}
        rows={1}
        onChange={(e) => {
          onChange(e.target.value);
          track(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => {
          track(e.currentTarget.value, e.currentTarget.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setToken(null);
        }}
        className={`block ${minHeight} field-sizing-content max-h-[40vh] w-full resize-none overflow-y-auto rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400`}
      />
      <SuggestionList
        id={listId}
        label={t`Suggestions`}
        open={open}
        suggestions={suggestions}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={pick}
        announce={(n) =>
          plural(n, {
            one: '# suggestion. Use the arrow keys and Enter to pick one.',
            other: '# suggestions. Use the arrow keys and Enter to pick one.',
          })
        }
      />
    </div>
  );
}
