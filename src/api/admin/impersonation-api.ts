import type { Id } from '../../../contract/common';
import { readAccessTokens } from '../../../contract/guards';
import { httpClient } from '../http/http-client';

/**
 * `POST /oauth.json` (spec 5.4, verified admins of a paid network only): a preauthorized token for that
 * person and this app (the consumer key is the app's client id), in the admin's network. The token is handed
 * to the tab that views as the person and never kept here, shown, logged or put in an address.
 */
export function getTokenFor(userId: Id, consumerKey: string, signal?: AbortSignal) {
  return httpClient().request('/oauth.json', {
    method: 'POST',
    form: { user_id: userId, consumer_key: consumerKey },
    signal,
    read: (json) => {
      const [token] = readAccessTokens([json]);
      if (!token) throw new Error('The service answered without a token.');
      return token.token;
    },
  });
}
