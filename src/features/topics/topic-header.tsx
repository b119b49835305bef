import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/describe-error';
import { useFollowTopic } from '../../api/subscriptions/use-subscription-mutations';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { topicQueries } from '../../api/topics/topics-api';
import { userQueries } from '../../api/users/users-api';
import { ROW_ACTION } from '../../components/button-classes';
import { FollowButton } from '../../components/follow-button';
import { InlineError } from '../../components/states';
import { hrefs } from '../../config/paths';
import { formatList } from '../../i18n/dates-and-lists';
import { topUsers } from './topic-view';

const PERSON_LINK = 'inline-block min-h-6 font-medium text-blue-800 underline dark:text-blue-300';

/**
 * "Used most by A, B and C", each a link to the person. The list's words and order are the language's
 * (Intl through formatList), drawn around numbered stand-ins that the links then take the place of.
 */
function TopPeople({ people }: { people: { id: Id; full_name: string; name: string }[] }) {
  const { i18n } = useLingui();
  if (people.length === 0) return null;
  const pattern = formatList(
    i18n.locale,
    people.map((_, i) => `{${String(i)}}`),
  );
  const list = pattern.split(/\{(\d+)\}/).map((part, i) => {
    // Odd pieces are the stand-ins' numbers; even ones are the list's own words and commas.
    const person = i % 2 === 1 ? people[Number(part)] : undefined;
    if (!person) return part;
    return (
      <bdi key={person.id}>
        <Link to={hrefs.user(person.id)} className={PERSON_LINK}>
          {person.full_name || person.name}
        </Link>
      </bdi>
    );
  });
  return (
    <span>
      <Trans>Used most by {list}</Trans>
    </span>
  );
}

/**
 * The line under a topic's name (kept to a line or two so that a phone's first screen still reaches the
 * messages): its followers, the people who use it most and Follow / Following (`to_topic`, `target_type=tag`),
 * optimistic in the sidebar and the count at once, turned back with a plain message when refused.
 */
export function TopicHeader({ id }: { id: Id }) {
  const topic = useQuery(topicQueries.detail(id));
  const meId = useQuery(userQueries.current()).data?.id;
  const check = useQuery({ ...subscriptionQueries.to({ kind: 'tag', id }), enabled: meId !== undefined });
  const mutation = useFollowTopic();
  if (topic.isError) {
    return (
      <InlineError onRetry={() => void topic.refetch()}>
        <Trans>The topic&apos;s followers could not be loaded.</Trans>
      </InlineError>
    );
  }
  if (!topic.data) return null;
  const name = `#${topic.data.name}`;
  const followers = topic.data.followers_count;
  const people = topUsers(topic.data);
  const reason = mutation.error ? describeError(mutation.error) : '';
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      {check.isError ? (
        <InlineError onRetry={() => void check.refetch()}>
          <Trans>
            Could not tell whether you follow <bdi>{name}</bdi>.
          </Trans>
        </InlineError>
      ) : (
        <FollowButton
          id={id}
          name={name}
          size={ROW_ACTION}
          follow={{
            known: check.isSuccess,
            isFollowing: () => check.data === true,
            toggle: (target, follow) => {
              mutation.mutate({ id: target, follow, name: topic.data.name });
            },
          }}
        />
      )}
      {/* Plain inline text, so that on a phone it wraps like a sentence and stays short. */}
      <p className="min-w-0 flex-1 basis-48">
        {followers === undefined ? null : <Plural value={followers} one="# follower" other="# followers" />}
        {followers !== undefined && people.length > 0 ? ' · ' : null}
        <TopPeople people={people} />
      </p>
      {mutation.error ? (
        <p role="alert" className="basis-full text-red-800 dark:text-red-300">
          {mutation.variables?.follow === false ? (
            <Trans>
              You still follow <bdi>{name}</bdi>: the service refused ({reason}).
            </Trans>
          ) : (
            <Trans>
              You do not follow <bdi>{name}</bdi>: the service refused ({reason}).
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
