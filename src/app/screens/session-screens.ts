import { paths } from '../../config/paths';
import type { Screen } from './screen';

/** Where a session is set up, outside the session gate, and the page for an address that is none. */
export const sessionScreens: Screen[] = [
  {
    // Its own chunk: only the return from the service's sign-in dialog shows it.
    path: paths.authCallback,
    page: { module: 'auth-callback-page', name: 'AuthCallbackPage' },
    session: false,
    requests: null,
  },
  {
    // Outside the session gate: the tab still holds the admin's copied session until the person's arrives.
    path: paths.viewAs,
    page: { module: 'view-as-page', name: 'ViewAsPage' },
    session: false,
    requests: null,
  },
  { path: '*', page: { bundled: 'not-found' }, session: true, requests: null },
];
