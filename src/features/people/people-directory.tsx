import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { describeError } from '../../api/http/describe-error';
import { DIRECTORY_PAGE_SIZE, userQueries } from '../../api/users/users-api';
import { usePageTitle } from '../../components/page-title';
import { ROW_LIST } from '../../components/row-list';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { choiceSearch, readChoice } from './directory-choice';
import { LetterNav, Paging, SortControls } from './directory-controls';
import { FollowError } from './follow-error';
import { PeopleYouMayKnow, PeopleYouMayKnowFailure } from './people-you-may-know';
import { FollowRow, personView } from './person-row';
import { useFollowState } from '../../api/subscriptions/use-follow-state';

const HEADING = 'people-heading';

/** `/people`: the network's people by letter, order and page (all in the address), with Follow on each. */
export function PeopleDirectory() {
  const { t } = useLingui();
  usePageTitle(t`People`);
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const people = useQuery(userQueries.directory(choice));
  const follow = useFollowState();
  const letter = choice.letter?.toUpperCase();
  return (
    <section aria-labelledby={HEADING}>
      <h1 id={HEADING} className="px-4 pt-3 pb-2 text-xl font-semibold">
        <Trans>People</Trans>
      </h1>
      <PeopleYouMayKnow follow={follow} />
      <h2 className="px-4 pt-3 text-lg font-semibold">
        <Trans>Everyone</Trans>
      </h2>
      <LetterNav choice={choice} />
      <SortControls
        choice={choice}
        onChange={(next) => {
          setParams(new URLSearchParams(choiceSearch(next)));
        }}
      />
      <FollowError follow={follow} className="px-4 py-2" />
      {people.isPending ? (
        <LoadingState label={t`Loading people…`} />
      ) : people.isError ? (
        <ErrorState
          title={t`People could not be loaded.`}
          message={describeError(people.error)}
          onRetry={() => void people.refetch()}
        />
      ) : people.data.length === 0 ? (
        <EmptyState title={letter ? t`Nobody under ${letter}.` : t`Nobody here.`}>
          {choice.page > 1 ? <Trans>There are no more people after the previous page.</Trans> : null}
        </EmptyState>
      ) : (
        <ul aria-label={t`People`} className={ROW_LIST}>
          {people.data.map((user) => (
            <FollowRow
              key={user.id}
              person={personView(user, [user.job_title, user.department, user.location])}
              follow={follow}
            />
          ))}
        </ul>
      )}
      {people.isSuccess ? <Paging choice={choice} full={people.data.length >= DIRECTORY_PAGE_SIZE} /> : null}
      {/* The suggestions are a decoration: their failure is said after the directory, which leads. */}
      <PeopleYouMayKnowFailure />
    </section>
  );
}
