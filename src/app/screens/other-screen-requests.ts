import { searchLimitProblem } from '../../../contract/search';
import { groupMemberQueries } from '../../api/groups/group-members-api';
import { groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { notificationQueries } from '../../api/notifications/notifications-api';
import { normalizeQuery, searchQueries } from '../../api/search/search-api';
import { userQueries } from '../../api/users/users-api';
import { readGroupsChoice } from '../../features/groups/directory-choice';
import { readChoice } from '../../features/people/directory-choice';
import { readSearchChoice } from '../../features/search/search-choice';
import { withId, type ScreenRequests } from './screen';

/**
 * What the other screens ask for before they render (other-screens.ts): a chunk of its own, asked for when
 * one of them is visited, or once the app's first feed is on screen (start.tsx), so that a cold load
 * fetches none of it before it is interactive.
 */
export type OtherScreenWithRequests = 'people' | 'groups' | 'notifications' | 'groupMembers' | 'search';

export const otherScreenRequests: Record<OtherScreenWithRequests, ScreenRequests> = {
  people: (client, { search }) => {
    client.query(userQueries.directory(readChoice(search))).catch(() => undefined);
    return undefined;
  },
  groups: (client, { search }) => {
    // The reader's groups tell every row whether it is Join or Leave, whichever tab is shown.
    client.query(myGroupsQuery()).catch(() => undefined);
    const { tab, page } = readGroupsChoice(search);
    if (tab === 'all') client.query(groupQueries.directory(page)).catch(() => undefined);
    return undefined;
  },
  notifications: (client) => {
    client.infiniteQuery(notificationQueries.list()).catch(() => undefined);
    return undefined;
  },
  groupMembers: withId('groupId', (client, id) => {
    client.query(groupQueries.detail(id)).catch(() => undefined);
    client.infiniteQuery(groupMemberQueries.list(id)).catch(() => undefined);
  }),
  search: (client, { search }) => {
    const query = normalizeQuery(readSearchChoice(search).q);
    if (query !== '' && searchLimitProblem(query) === undefined) {
      client.query(searchQueries.page(query, 1, 'messages')).catch(() => undefined);
    }
    return undefined;
  },
};
