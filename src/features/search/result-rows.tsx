import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Group } from '../../../contract/groups';
import type { SearchTopic } from '../../../contract/social';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { Icon } from '../../components/icon';
import { hrefs } from '../../config/paths';
import { Highlighted } from './highlighted';

const ROW = `flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900 ${FOCUS_RING} focus-visible:-outline-offset-2`;
const DETAIL = 'block truncate text-sm text-slate-600 dark:text-slate-300';

interface RowProps {
  href: string;
  title: string;
  detail: string;
  matcher: RegExp | null;
  picture: React.ReactNode;
}

/** One person, group or topic found: the whole row leads to its page; the matched words marked. */
function ResultRow({ href, title, detail, matcher, picture }: RowProps) {
  return (
    <li>
      <Link to={href} className={ROW}>
        {picture}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">
            <Highlighted text={title} matcher={matcher} />
          </span>
          {detail !== '' ? (
            <span className={DETAIL}>
              <Highlighted text={detail} matcher={matcher} />
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

const joined = (parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');

export function PersonResult({ user, matcher }: { user: User; matcher: RegExp | null }) {
  const name = user.full_name || user.name;
  return (
    <ResultRow
      href={hrefs.user(user.id)}
      title={name}
      detail={joined([user.job_title, user.department])}
      matcher={matcher}
      picture={<Avatar name={name} template={user.mugshot_url_template} url={user.mugshot_url} />}
    />
  );
}

export function GroupResult({ group, matcher }: { group: Group; matcher: RegExp | null }) {
  const { t } = useLingui();
  const name = group.full_name || group.name;
  const members = group.stats.members;
  return (
    <ResultRow
      href={hrefs.group(group.id)}
      title={name}
      detail={joined([
        group.privacy === 'private' ? t`Private` : t`Public`,
        t({ message: plural(members, { one: '# member', other: '# members' }) }),
        group.description,
      ])}
      matcher={matcher}
      picture={<Avatar name={name} template={group.mugshot_url_template} url={group.mugshot_url} />}
    />
  );
}

export function TopicResult({ topic, matcher }: { topic: SearchTopic; matcher: RegExp | null }) {
  const { t } = useLingui();
  const followers = topic.followers_count;
  return (
    <ResultRow
      href={hrefs.topic(topic.id)}
      title={`#${topic.name}`}
      detail={joined([
        t({ message: plural(followers, { one: '# follower', other: '# followers' }) }),
        topic.description,
      ])}
      matcher={matcher}
      picture={
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Icon name="hash" className="size-5" />
        </span>
      }
    />
  );
}
