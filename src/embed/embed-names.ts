import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { groupName, groupQueries } from '../api/groups/groups-api';
import { networkQueries } from '../api/networks/networks-api';
import { topicQueries } from '../api/topics/topics-api';
import { userQueries } from '../api/users/users-api';
import type { EmbedOptions } from '../lib/embed-protocol';
import { feedIdOf } from './embed-feed';

/** The feed's name as a reader would call it; group, topic and person names once the service has said. */
export function useFeedName(options: EmbedOptions, signedIn: boolean): string {
  const { t } = useLingui();
  const id = feedIdOf(options) ?? 0;
  const ask = (feed: EmbedOptions['feed']) => signedIn && options.feed === feed && id > 0;
  const group = useQuery({ ...groupQueries.detail(id), enabled: ask('group') }).data;
  const topic = useQuery({ ...topicQueries.detail(id), enabled: ask('topic') }).data;
  const user = useQuery({ ...userQueries.detail(id), enabled: ask('user') }).data;
  switch (options.feed) {
    case 'group':
      return group ? groupName(group) : t`Group`;
    case 'topic':
      return topic ? `#${topic.name}` : t`Topic`;
    case 'user':
      return user ? user.full_name || user.name : t`Person`;
    case 'my-feed':
      return t`My feed`;
    case 'all':
      return t`All conversations`;
    case 'open-graph':
      return options.ogTitle ?? t`Comments on this page`;
  }
}

/** The network the frame shows (the signed-in person's, or the `network` option's), once known. */
export function useNetworkName(options: EmbedOptions, signedIn: boolean): string | null {
  const me = useQuery({ ...userQueries.current(), enabled: signedIn }).data;
  const networks = useQuery({ ...networkQueries.current(), enabled: signedIn }).data;
  if (!networks) return null;
  const shown = options.network
    ? networks.find((n) => n.permalink === options.network)
    : networks.find((n) => n.id === me?.network_id);
  return shown?.name ?? null;
}
