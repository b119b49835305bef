import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { readSearchChoice } from '../features/search/search-choice';
import { SearchView } from '../features/search/search-view';
import { SearchBox } from '../features/shell/search-box';

/** `/search`: the results, with the shell's search box at their head (the phone's only one), focused while empty. */
export function SearchPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const choice = readSearchChoice(params);
  return (
    <SearchView
      choice={choice}
      box={
        <SearchBox
          id="page-search"
          initial={choice.q}
          focusFirst={choice.q === ''}
          landmarkLabel={t({ message: 'New search', comment: 'the results page’s own search box' })}
        />
      }
    />
  );
}
