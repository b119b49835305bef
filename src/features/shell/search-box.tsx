import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ChangeEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchLimitProblem } from '../../../contract/search';
import { reactKit } from '../../components/react-kit';
import { SuggestionList } from '../../components/suggestion-list';
import { hrefs } from '../../config/paths';
import { EARLY_ID_PREFIX } from '../../lib/early-paint';
import * as css from './search-box-classes';
import { searchBox } from './search-box-template';
import { useSearchShortcut } from './use-search-shortcut';
import { useSearchSuggestions, type SearchSuggestion } from './use-search-suggestions';

export interface SearchBoxProps {
  /** The field's id (fixed: the sidebar's is drawn by the early paint too). */
  id: string;
  /** What the box holds at first: the query of the results shown. */
  initial?: string;
  /** Focused once drawn, and the element focus goes to after navigating to the page holding it. */
  focusFirst?: boolean;
  /** The one box of the frame that listens for `/` (the sidebar's, always mounted). */
  shortcut?: boolean;
  /**
   * The search landmark's name, for a second box on the same page (the results page's): two search
   * landmarks without names cannot be told apart in a screen reader's list of landmarks.
   */
  landmarkLabel?: string;
}

/** Listens for `/` while mounted. */
function SearchShortcut() {
  useSearchShortcut();
  return null;
}

/** What was typed into the early paint's copy of this box before the app took over: never lost. */
function typedEarly(id: string): string {
  const early = document.getElementById(`${EARLY_ID_PREFIX}${id}`);
  return early instanceof HTMLInputElement ? early.value : '';
}

/**
 * The search box (the APG combobox with a listbox): people, groups and topics suggested as the reader types,
 * each opening its page; with no suggestion chosen, Enter opens the results (`/search?q=`), unless the query
 * is beyond the service's limits, which is explained under the box instead of sent.
 */
export function SearchBox({
  id,
  initial = '',
  focusFirst = false,
  shortcut = false,
  landmarkLabel,
}: SearchBoxProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(() => typedEarly(id) || initial);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(true);
  const [problem, setProblem] = useState<string | undefined>();
  // New results shown (Back, a link): the box says their query.
  const [shownFor, setShownFor] = useState(initial);
  if (shownFor !== initial) {
    setShownFor(initial);
    setText(initial);
  }
  useEffect(() => {
    // By its id, which is the page's own: the early page's copy has a prefixed one (lib/early-paint).
    if (focusFirst) document.getElementById(id)?.focus();
  }, [focusFirst, id]);

  // Suggestions follow typing: the query of the results shown is not asked again.
  const suggestions = useSearchSuggestions(text === shownFor ? '' : text);
  const open = !closed && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;
  const listId = css.searchListId(id);
  const optionId = (i: number) => [id, 'option', String(i)].join('-');
  const problemId = [id, 'problem'].join('-');

  const go = (to: string) => {
    setClosed(true);
    setActive(-1);
    void navigate(to);
  };
  // A page chosen among the suggestions: what was typed served its purpose.
  const openSuggestion = (suggestion: SearchSuggestion | undefined) => {
    if (!suggestion) return;
    setText('');
    go(suggestion.href);
  };
  const submit = () => {
    const q = text.trim();
    if (q === '') return;
    const why = searchLimitProblem(q);
    setProblem(why);
    if (why === undefined) go(hrefs.search(q.split(/\s+/).join(' ')));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setClosed(false);
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosed(true);
      setActive(-1);
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      openSuggestion(suggestions[activeIndex]);
    }
  };

  return searchBox(reactKit, {
    id,
    landmarkLabel,
    value: text,
    open,
    activeOptionId: open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    problemId: problem ? problemId : undefined,
    navigationFocus: focusFirst,
    onSubmit: (event: SyntheticEvent) => {
      event.preventDefault();
      submit();
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setActive(-1);
      setClosed(false);
      setProblem(undefined);
    },
    onKeyDown,
    onBlur: () => {
      setClosed(true);
    },
    onFocus: () => {
      setClosed(false);
    },
    suggestions: [
      <SuggestionList
        key="list"
        id={listId}
        label={t`Suggestions`}
        open={open}
        stacked
        suggestions={suggestions}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={(index) => {
          openSuggestion(suggestions[index]);
        }}
        announce={(n) =>
          plural(n, {
            one: '# suggestion. Use the arrow keys to choose one, or Enter to search.',
            other: '# suggestions. Use the arrow keys to choose one, or Enter to search.',
          })
        }
      />,
    ],
    after: [
      shortcut ? <SearchShortcut key="shortcut" /> : null,
      problem ? (
        <p key="problem" id={problemId} role="alert" className="mt-1 text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null,
    ],
  });
}
