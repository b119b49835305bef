import { paths } from '../../config/paths';
import { withLaterMessages } from '../../i18n/later-messages';
import type { OtherScreenWithRequests } from './other-screen-requests';
import type { Screen, ScreenRequests } from './screen';

/** The other screens' request code (other-screen-requests.ts), asked for at the latest by a visit to one. */
export const loadOtherScreenRequests = withLaterMessages(() => import('./other-screen-requests'));

/** A screen's requests, started once their code is there. */
function later(name: OtherScreenWithRequests): ScreenRequests {
  return (client, address) => {
    void loadOtherScreenRequests().then(({ otherScreenRequests }) =>
      otherScreenRequests[name](client, address),
    );
    return undefined;
  };
}

/** Behind the session gate, with requests (if any) started by their route's loader only. */
export const otherScreens: Screen[] = [
  {
    path: paths.people,
    page: { module: 'people-page', name: 'PeoplePage' },
    session: true,
    requests: later('people'),
  },
  {
    path: paths.groups,
    page: { module: 'groups-page', name: 'GroupsPage' },
    session: true,
    requests: later('groups'),
  },
  {
    path: paths.notifications,
    page: { module: 'notifications-page', name: 'NotificationsPage' },
    session: true,
    requests: later('notifications'),
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
    requests: later('groupMembers'),
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
    requests: later('search'),
  },
];
