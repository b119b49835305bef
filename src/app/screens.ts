import { otherScreens } from './screens/other-screens';
import type { Screen } from './screens/screen';
import { sessionScreens } from './screens/session-screens';
import { startScreens } from './screens/start-screens';

/**
 * Every screen of the app, each declared once (app/screens/) with its address, its page and its requests.
 * The router's routes are made from it (app/router.tsx), and the boot's first-screen requests from its
 * start screens (prefetchScreenAt), so a screen cannot be routed without its requests being declared.
 */
export const SCREENS: readonly Screen[] = [...startScreens, ...otherScreens, ...sessionScreens];
