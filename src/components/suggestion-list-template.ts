import type { Child, Kit } from './markup-kit';
import { LISTBOX } from './suggestion-list-classes';

/**
 * The attributes of the text field that owns a suggestion list (the APG combobox), beside the role,
 * aria-expanded and aria-controls, which stay written out where the linter can check them.
 */
export function comboboxAttributes(open: boolean, activeOptionId: string) {
  return {
    type: 'text',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-activedescendant': open ? activeOptionId : undefined,
  } as const;
}

export interface SuggestionListInput<N> {
  id: string;
  label: string;
  open: boolean;
  options: Child<N>[];
  /** What the live region says: how many suggestions there are, while open. */
  status: string;
}

/**
 * The listbox under its field and the live region after it, written once for both builders
 * (components/markup-kit.ts): React fills it (components/suggestion-list.tsx), the early paint draws it
 * closed under the sidebar's search box.
 */
export function suggestionList<N>(k: Kit<N>, s: SuggestionListInput<N>): [N, N] {
  return [
    k.h(
      'ul',
      { id: s.id, role: 'listbox', 'aria-label': s.label, hidden: !s.open, className: LISTBOX },
      ...s.options,
    ),
    k.h('p', { role: 'status', className: 'sr-only' }, s.status),
  ];
}
