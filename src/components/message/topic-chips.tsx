import { Link } from 'react-router';
import type { TypedRef } from '../../../contract/common';
import { hrefs } from '../../config/paths';
import type { ReferenceIndex } from '../../lib/references';

/** Topics as chips linking to each topic's feed; topics the references do not name are left out. */
export function TopicChips({
  topics,
  refs,
}: {
  topics: readonly TypedRef[] | undefined;
  refs: ReferenceIndex;
}) {
  const named = (topics ?? []).flatMap((t) => {
    const topic = refs.topic(t.id);
    return topic ? [{ id: t.id, name: topic.name }] : [];
  });
  if (named.length === 0) return null;
  return (
    <ul aria-label="Topics" className="mt-2 flex flex-wrap gap-2">
      {named.map((t) => (
        <li key={t.id}>
          <Link
            to={hrefs.topic(t.id)}
            className="inline-flex min-h-8 items-center rounded-full bg-slate-100 px-3 text-xs font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
