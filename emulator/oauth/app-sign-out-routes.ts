import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { readParams } from '../http/params';
import { route } from '../http/routing';
import { errorPage } from './pages';
import { isValidRedirectForm1 } from './redirect-uri';
import { endSession } from './session';

/**
 * `GET /oauth2/sign-out?client_id=&redirect_uri=`: an app's Sign out goes through here, so the dialog's own
 * sign-in (its session cookie) ends too and the next Sign in asks for credentials; on a shared computer the
 * next person does not come straight back as the last one. Not in the spec (it documents no sign-out): the
 * real service has its own; apps name it in config.json (`signOutUrl`). Back to `redirect_uri` only when it
 * is one the app may be redirected to (the dialog's rule, form 1); otherwise a page that says it is done.
 */
export function registerAppSignOutRoutes(app: Hono<AppEnv>, services: Services): void {
  route(app, '/oauth2/sign-out', {
    GET: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      endSession(c, services.repo);
      const clientId = params.get('client_id');
      const redirectUri = params.get('redirect_uri');
      const registered = clientId === undefined ? undefined : services.repo.appByClientId(clientId);
      if (registered && redirectUri && isValidRedirectForm1(registered, redirectUri, services.appOrigins)) {
        return c.redirect(redirectUri, 302);
      }
      return c.html(
        errorPage('Signed out', 'You are signed out of the service. You can close this page.'),
        200,
      );
    },
  });
}
