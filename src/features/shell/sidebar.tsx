import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { myGroupsQuery } from '../../api/groups/groups-api';
import { followedTopicsOf } from '../../api/subscriptions/subscriptions-api';
import { Avatar } from '../../components/avatar';
import { reactKit } from '../../components/react-kit';
import { useLanguage } from '../../components/use-language';
import { hrefs } from '../../config/paths';
import { useNetworkChoices } from './network-choices';
import { SidebarNetworks } from './network-switcher';
import { SearchBox } from './search-box';
import { SIDEBAR_SEARCH_ID } from './search-box-classes';
import * as css from './shell-classes';
import { sidebar } from './shell-template';

/** How many of the reader's groups the sidebar lists; the rest are one step away on My groups. */
const GROUPS_SHOWN = 6;

/** One of the reader's groups or topics: a link to its feed, marked while it is the page. */
function ItemLink({ href, pathname, label }: { href: string; pathname: string; label: string }) {
  return (
    <li>
      <Link to={href} aria-current={pathname === href ? 'page' : undefined} className={css.SIDE_GROUP_LINK}>
        <bdi className="truncate">{label}</bdi>
      </Link>
    </li>
  );
}

/** The reader's groups under My groups, each a link to its feed, the current one marked. */
function MyGroups({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const groups = useQuery(myGroupsQuery()).data;
  if (!groups || groups.length === 0) return null;
  const count = groups.length;
  return (
    <ul aria-label={t`Your groups`} className="flex flex-col gap-0.5 ps-6">
      {groups.slice(0, GROUPS_SHOWN).map((group) => (
        <ItemLink
          key={group.id}
          href={hrefs.group(group.id)}
          pathname={pathname}
          label={group.full_name || group.name}
        />
      ))}
      {groups.length > GROUPS_SHOWN ? (
        <li>
          <Link to={hrefs.groups()} className={css.SIDE_GROUP_LINK}>
            <Plural value={count} one="All # groups" other="All # groups" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** How many followed topics the sidebar lists. */
const TOPICS_SHOWN = 8;

/**
 * The topics the reader follows under My topics: from the reader's own `users/current` (asked with its
 * followed topics, so no request of its own); a Follow or Unfollow on a topic's page edits it in place.
 * Nothing while there are none.
 */
function MyTopics({ me, pathname }: { me: User | undefined; pathname: string }) {
  const topics = followedTopicsOf(me);
  if (topics.length === 0) return null;
  return (
    <div>
      <h2 id="my-topics" className={css.SIDE_HEADING}>
        <Trans>My topics</Trans>
      </h2>
      <ul aria-labelledby="my-topics" className={css.SIDE_SECTION}>
        {topics.slice(0, TOPICS_SHOWN).map((topic) => (
          <ItemLink
            key={topic.id}
            href={hrefs.topic(topic.id)}
            pathname={pathname}
            label={`#${topic.name}`}
          />
        ))}
      </ul>
    </div>
  );
}

export interface SidebarProps {
  pathname: string;
  me: User | undefined;
  /** A verified admin of a paid network: the Admin place is theirs. */
  admin: boolean;
  networkName: string | undefined;
  unseenNotifications: number | undefined;
  onSettings: () => void;
  onSignOut: () => void;
}

/** From 1024 px: every place one click away, the current one marked; the reader's own things at the foot. */
export function Sidebar({
  pathname,
  me,
  admin,
  networkName,
  unseenNotifications,
  onSettings,
  onSignOut,
}: SidebarProps) {
  useLanguage();
  const networks = useNetworkChoices();
  // The desktop's banner (the phone's header row is hidden from 1024 px): the name, the places, the reader.
  return sidebar(reactKit, {
    pathname,
    admin,
    networkName,
    unseenNotifications,
    search: <SearchBox id={SIDEBAR_SEARCH_ID} shortcut />,
    afterPlace: (link) => (link.key === 'groups' ? <MyGroups pathname={pathname} /> : null),
    topics: <MyTopics me={me} pathname={pathname} />,
    networks: <SidebarNetworks choices={networks} />,
    me,
    avatar: (a) => <Avatar {...a} />,
    onSettings,
    onSignOut,
  });
}
