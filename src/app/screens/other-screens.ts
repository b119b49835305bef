import { searchLimitProblem } from '../../../contract/search';
import { groupMemberQueries } from '../../api/groups/group-members-api';
import { groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { notificationQueries } from '../../api/notifications/notifications-api';
import { normalizeQuery, searchQueries } from '../../api/search/search-api';
import { userQueries } from '../../api/users/users-api';
import { paths } from '../../config/paths';
import { readGroupsChoice } from '../../features/groups/directory-choice';
import { readChoice } from '../../features/people/directory-choice';
import { readSearchChoice } from '../../features/search/search-choice';
import { withId, type Screen } from './screen';

/** Behind the session gate, with requests (if any) started by their route's loader only. */
export const otherScreens: Screen[] = [
  {
    path: paths.people,
    page: { module: 'people-page', name: 'PeoplePage' },
    session: true,
    requests: (client, { search }) => {
      client.query(userQueries.directory(readChoice(search))).catch(() => undefined);
      return undefined;
    },
  },
  {
    path: paths.groups,
    page: { module: 'groups-page', name: 'GroupsPage' },
    session: true,
    requests: (client, { search }) => {
      // The reader's groups tell every row whether it is Join or Leave, whichever tab is shown.
      client.query(myGroupsQuery()).catch(() => undefined);
      const { tab, page } = readGroupsChoice(search);
      if (tab === 'all') client.query(groupQueries.directory(page)).catch(() => undefined);
      return undefined;
    },
  },
  {
    path: paths.notifications,
    page: { module: 'notifications-page', name: 'NotificationsPage' },
    session: true,
    requests: (client) => {
      client.infiniteQuery(notificationQueries.list()).catch(() => undefined);
      return undefined;
    },
  },
  {
    path: paths.newGroup,
    page: { module: 'new-group-page', name: 'NewGroupPage' },
    session: true,
    requests: null,
  },
  {
    path: paths.groupMembers,
    page: { module: 'group-feed-page', name: 'GroupMembersPage' },
    session: true,
    requests: withId('groupId', (client, id) => {
      client.query(groupQueries.detail(id)).catch(() => undefined);
      client.infiniteQuery(groupMemberQueries.list(id)).catch(() => undefined);
    }),
  },
  {
    path: paths.editProfile,
    page: { module: 'edit-profile-page', name: 'EditProfilePage' },
    session: true,
    requests: null,
  },
  {
    path: paths.invite,
    page: { module: 'invite-page', name: 'InvitePage' },
    session: true,
    requests: null,
  },
  {
    path: paths.admin,
    page: { module: 'admin-page', name: 'AdminPage' },
    session: true,
    requests: null,
  },
  {
    // Its own chunk; the chart walks up the managers itself, each answer cached and shared.
    path: paths.orgChart,
    page: { module: 'org-chart-page', name: 'OrgChartPage' },
    session: true,
    requests: null,
  },
  {
    // The first page of results is asked at navigation, in parallel with the page's code.
    path: paths.search,
    page: { module: 'search-page', name: 'SearchPage' },
    session: true,
    requests: (client, { search }) => {
      const query = normalizeQuery(readSearchChoice(search).q);
      if (query !== '' && searchLimitProblem(query) === undefined) {
        client.query(searchQueries.page(query, 1, 'messages')).catch(() => undefined);
      }
      return undefined;
    },
  },
];
