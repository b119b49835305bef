import { t } from '@lingui/core/macro';
import type { Child, Kit } from '../../components/markup-kit';
import { comboboxAttributes, suggestionList } from '../../components/suggestion-list-template';
import * as css from './search-box-classes';

export interface SearchBoxInput<N> {
  /** The field's id (fixed: the sidebar's is drawn by the early paint too). */
  id: string;
  /** The search landmark's name, when the page has another search box (features/shell/search-box.tsx). */
  landmarkLabel?: string | undefined;
  value: string;
  /** The suggestions are shown. */
  open: boolean;
  /** The suggestion chosen with the arrow keys, while open. */
  activeOptionId: string | undefined;
  /** The id of what is wrong with the query, said under the box. */
  problemId: string | undefined;
  /** The element focus goes to after navigating to the page holding it. */
  navigationFocus: boolean;
  onSubmit?: ((event: never) => void) | undefined;
  onChange?: ((event: never) => void) | undefined;
  onKeyDown?: ((event: never) => void) | undefined;
  onBlur?: (() => void) | undefined;
  onFocus?: (() => void) | undefined;
  /** The listbox and its live region (React's fills them; the early page's are closed and empty). */
  suggestions?: Child<N>[] | undefined;
  /** After the suggestions: the `/` shortcut, what is wrong with the query. */
  after?: Child<N>[] | undefined;
}

/** The list under the box, closed: what the early page draws and React's box draws before anything is typed. */
export function closedSuggestions<N>(k: Kit<N>, id: string): Child<N>[] {
  return suggestionList(k, {
    id: css.searchListId(id),
    label: t`Suggestions`,
    open: false,
    options: [],
    status: '',
  });
}

/**
 * The search box (the APG combobox with a listbox), written once for both builders
 * (components/markup-kit.ts): React's suggests and searches as the reader types (features/shell/search-box.tsx);
 * the early page's keeps what is typed into it for the app (lib/early-input.ts).
 */
export function searchBox<N>(k: Kit<N>, s: SearchBoxInput<N>): N {
  return k.h(
    'form',
    { role: 'search', 'aria-label': s.landmarkLabel, className: css.SEARCH_FORM, onSubmit: s.onSubmit },
    k.icon('search', css.SEARCH_ICON),
    k.h('input', {
      id: s.id,
      role: 'combobox',
      'aria-expanded': String(s.open),
      'aria-controls': css.searchListId(s.id),
      ...comboboxAttributes(s.activeOptionId !== undefined, s.activeOptionId ?? ''),
      'aria-label': t`Search`,
      'aria-describedby': s.problemId,
      'aria-invalid': s.problemId !== undefined ? 'true' : undefined,
      placeholder: t({ message: 'Search', comment: 'the search box, empty' }),
      enterKeyHint: 'search',
      'data-search-box': '',
      'data-navigation-focus': s.navigationFocus ? '' : undefined,
      value: s.value,
      onChange: s.onChange,
      onKeyDown: s.onKeyDown,
      onBlur: s.onBlur,
      onFocus: s.onFocus,
      className: css.SEARCH_FIELD,
    }),
    ...(s.suggestions ?? closedSuggestions(k, s.id)),
    ...(s.after ?? []),
  );
}
