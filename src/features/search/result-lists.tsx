import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SEARCH_PER_PAGE } from '../../../contract/search';
import type { FeedEnvelope } from '../../../contract/messages';
import type { SearchResults } from '../../../contract/social';
import type { SearchKind } from '../../api/search/search-api';
import { useKnownUsers } from '../../api/users/use-known-users';
import { FOCUS_RING } from '../../components/button-classes';
import { PageLinks } from '../../components/page-links';
import { ROW_LIST } from '../../components/row-list';
import { EmptyState } from '../../components/states';
import { searchParamsFor, type SearchTab } from '../../config/paths';
import { indexReferences } from '../../lib/references';
import { MessageResult } from './message-result';
import { GroupResult, PersonResult, TopicResult } from './result-rows';
import { pageCount, SEARCH_TABS, totalLabel, type SearchChoice } from './search-choice';

/** How many of each type All shows before the link into its tab. */
const ALL_SHOWS: Record<SearchKind, number> = { users: 3, groups: 3, topics: 3, messages: 5 };
const ALL_ORDER: SearchKind[] = ['users', 'groups', 'topics', 'messages'];
const MORE_LINK = `inline-flex min-h-11 items-center px-4 text-sm font-medium text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`;

/** The messages of a search: the nested envelope read as any feed's, senders it leaves out fetched. */
function MessageList({
  feed,
  matcher,
  limit,
}: {
  feed: FeedEnvelope;
  matcher: RegExp | null;
  limit: number;
}) {
  const messages = feed.messages.slice(0, limit);
  const refs = useKnownUsers(
    useMemo(() => indexReferences(feed.references), [feed.references]),
    messages,
  );
  return (
    <ul className={ROW_LIST}>
      {messages.map((m) => (
        <MessageResult key={m.id} message={m} refs={refs} matcher={matcher} />
      ))}
    </ul>
  );
}

function KindList({
  kind,
  results,
  matcher,
  limit = SEARCH_PER_PAGE,
}: {
  kind: SearchKind;
  results: SearchResults;
  matcher: RegExp | null;
  limit?: number;
}) {
  if (kind === 'messages') return <MessageList feed={results.messages} matcher={matcher} limit={limit} />;
  return (
    <ul className={ROW_LIST}>
      {kind === 'users'
        ? results.users.slice(0, limit).map((u) => <PersonResult key={u.id} user={u} matcher={matcher} />)
        : kind === 'groups'
          ? results.groups.slice(0, limit).map((g) => <GroupResult key={g.id} group={g} matcher={matcher} />)
          : results.topics.slice(0, limit).map((t) => <TopicResult key={t.id} topic={t} matcher={matcher} />)}
    </ul>
  );
}

const tabOf = (kind: SearchKind): SearchTab => SEARCH_TABS.find((t) => t.kind === kind)?.tab ?? 'all';
/** A type's heading on All: the name of its tab. */
function KindHeading({ kind }: { kind: SearchKind }) {
  const { i18n } = useLingui();
  const label = SEARCH_TABS.find((t) => t.kind === kind)?.label;
  return label ? i18n._(label) : null;
}

/** Nothing of any type (or of this tab's): say so, and what to try. */
export function NothingFound({ q, kind }: { q: string; kind?: SearchKind }) {
  const { t } = useLingui();
  const title =
    kind === 'messages'
      ? t`No messages found for “${q}”`
      : kind === 'users'
        ? t`No people found for “${q}”`
        : kind === 'groups'
          ? t`No groups found for “${q}”`
          : kind === 'topics'
            ? t`No topics found for “${q}”`
            : t`No results found for “${q}”`;
  return (
    <EmptyState title={title}>
      <Trans>Check the spelling, or try other or fewer words.</Trans>
    </EmptyState>
  );
}

/** The link from All into a type's tab, with the type's total ("All 1000+ messages"). */
function MoreLink({ q, kind, total }: { q: string; kind: SearchKind; total: number }) {
  const { t, i18n } = useLingui();
  const label = totalLabel(i18n.locale, total);
  const text =
    kind === 'messages'
      ? t({ message: plural(total, { one: `All ${label} message`, other: `All ${label} messages` }) })
      : kind === 'users'
        ? t({ message: plural(total, { one: `All ${label} person`, other: `All ${label} people` }) })
        : kind === 'groups'
          ? t({ message: plural(total, { one: `All ${label} group`, other: `All ${label} groups` }) })
          : t({ message: plural(total, { one: `All ${label} topic`, other: `All ${label} topics` }) });
  return (
    <Link to={{ search: searchParamsFor(q, tabOf(kind)) }} className={MORE_LINK}>
      {text}
    </Link>
  );
}

/** All: the first few of each type found, each type under its heading with a link into its tab. */
export function AllResults({
  q,
  results,
  matcher,
}: {
  q: string;
  results: SearchResults;
  matcher: RegExp | null;
}) {
  const found = ALL_ORDER.filter((kind) => results.count[kind] > 0);
  if (found.length === 0) return <NothingFound q={q} />;
  return (
    <>
      {found.map((kind) => {
        const total = results.count[kind];
        return (
          <section key={kind} aria-labelledby={`found-${kind}`} className="pt-4">
            <h2 id={`found-${kind}`} className="px-4 pb-2 text-base font-semibold">
              <KindHeading kind={kind} />
            </h2>
            <KindList kind={kind} results={results} matcher={matcher} limit={ALL_SHOWS[kind]} />
            {total > ALL_SHOWS[kind] ? <MoreLink q={q} kind={kind} total={total} /> : null}
          </section>
        );
      })}
    </>
  );
}

/** One type's tab: 20 a page, numbered, the page in the address. */
export function TabResults({
  choice,
  kind,
  results,
  total,
  matcher,
}: {
  choice: SearchChoice;
  kind: SearchKind;
  results: SearchResults;
  total: number;
  matcher: RegExp | null;
}) {
  const pages = pageCount(total, SEARCH_PER_PAGE);
  const shown = kind === 'messages' ? results.messages.messages.length : results[kind].length;
  if (shown === 0) return <NothingFound q={choice.q} kind={kind} />;
  return (
    <>
      <KindList kind={kind} results={results} matcher={matcher} />
      {pages > 1 ? (
        <PageLinks
          page={choice.page}
          of={pages}
          full={choice.page < pages}
          searchFor={(page) => searchParamsFor(choice.q, choice.tab, page)}
        />
      ) : null}
    </>
  );
}
