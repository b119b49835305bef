import { Hono } from 'hono';
import { clearDb, isSeeded, openDb, type Db } from './db/open-db';
import { createRepository, type Repository } from './db/repository';
import type { AppEnv, Services } from './http/app-env';
import { bearerAuth } from './http/bearer-auth';
import { cors, originPolicy } from './http/cors';
import { HttpError, notFound } from './http/errors';
import { DEFAULT_BODY_LIMIT, presetParams, readParams } from './http/params';
import { RateLimiter, rateLimit } from './http/rate-limit';
import { pageHeaders } from './http/page-headers';
import { routingPath, xmlAnswers } from './http/response-format';
import { route } from './http/routing';
import { selfFetchGuard, selfIdentity } from './http/self-fetch-guard';
import { registerAppSignOutRoutes } from './oauth/app-sign-out-routes';
import { DEFAULT_IDP_TOKEN_LIFETIME_S, ISSUER_PATH } from './idp/provider';
import { registerIdpBrowserRoutes } from './idp/browser-routes';
import { registerIdpTokenRoutes } from './idp/token-endpoint';
import { registerDialogRoutes } from './oauth/dialog-routes';
import { registerTokenRoutes } from './oauth/token-routes';
import { registerAttachmentsRoutes } from './routes/attachments-routes';
import { registerFeedRoutes } from './routes/feed-routes';
import { registerFollowListsRoutes } from './routes/follow-lists-routes';
import { registerGroupsRoutes } from './routes/groups-routes';
import { registerMessagesRoutes } from './routes/messages-routes';
import { registerMugshotRoutes } from './routes/mugshot-routes';
import { registerNetworksRoutes } from './routes/networks-routes';
import { registerOpenGraphRoutes } from './routes/open-graph-routes';
import { registerThreadsRoutes } from './routes/threads-routes';
import { registerUsersRoutes } from './routes/users-routes';
import { registerImpersonationRoutes } from './routes/impersonation-routes';
import { registerInvitationsRoutes } from './routes/invitations-routes';
import { registerRelationshipsRoutes } from './routes/relationships-routes';
import { registerSuggestionsRoutes } from './routes/suggestions-routes';
import { registerAutocompleteRoutes } from './routes/autocomplete-routes';
import { registerNotificationsRoutes } from './routes/notifications-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerSubscriptionsRoutes } from './routes/subscriptions-routes';
import { registerTopicsRoutes } from './routes/topics-routes';
import { DEMO_APP } from './seed/demo-app';
import { seedDemo } from './seed/seed';

export interface AppOptions {
  /** A database file (created and seeded when empty) or an already open database. */
  db: string | Db;
  /** Spec 8 rate limits; on by default. */
  rateLimits?: boolean;
  /** Epoch milliseconds; tests inject a clock to move time instead of waiting. */
  now?: () => number;
  /** Extra browser origins of the app (CORS, and allowed redirect hosts of the dialog's form 1). */
  appOrigins?: readonly string[];
  /** Base of `url`/`web_url` fields; defaults to each request's origin. */
  baseUrl?: string;
  /** Seed the demo network when the database is empty (default true); `messages` sizes it. */
  seed?: boolean | { messages?: number };
  bodyLimitBytes?: number;
  /** Lifetime of the identity provider's access tokens in seconds (default 600). */
  idpTokenLifetimeSeconds?: number;
  /**
   * og_fetch limits: timeout (default 3 s) and bytes read (default 512 KB); `allowLoopback` lets it fetch
   * pages on 127.0.0.1 and ::1 (tests, `--og-fetch-allow-loopback`), refused by default.
   */
  ogFetch?: { timeoutMs?: number; maxBytes?: number; allowLoopback?: boolean };
}

export interface EmulatorApp {
  app: Hono<AppEnv>;
  repo: Repository;
  db: Db;
  close(): void;
}

/** Builds the emulator without listening (main.ts listens; tests call `app.request`). */
export function createApp(options: AppOptions): EmulatorApp {
  const db = typeof options.db === 'string' ? openDb(options.db) : options.db;
  const repo = createRepository(db);
  if (options.seed !== false && !isSeeded(db)) {
    clearDb(db);
    seedDemo(repo, typeof options.seed === 'object' ? options.seed : {});
  }
  const self = selfIdentity();
  const services: Services = {
    repo,
    now: options.now ?? Date.now,
    baseUrl: options.baseUrl?.replace(/\/+$/, ''),
    appOrigins: options.appOrigins ?? [],
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT,
    idpTokenLifetimeMs: (options.idpTokenLifetimeSeconds ?? DEFAULT_IDP_TOKEN_LIFETIME_S) * 1000,
    ogFetch: { ...options.ogFetch, selfPorts: self.ports, mark: self.mark },
  };

  const app = new Hono<AppEnv>({ getPath: routingPath });
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body as object, error.status, error.headers);
    console.error('emulator: unexpected error', error);
    const message = 'The emulator failed to handle this request.';
    return c.json({ error: { base: message, code: 'internal_error', message } }, 500);
  });
  app.notFound((c) => {
    const error = notFound(`No route for ${c.req.method} ${new URL(c.req.url).pathname}.`);
    return c.json(error.body as object, 404);
  });

  // First, so that it wraps everything below: an `.xml` request's JSON answer, whichever part gave it, is XML.
  app.use('*', xmlAnswers);
  app.use('*', jsonCharset);
  app.use('*', pageHeaders);
  app.use('*', cors(originPolicy([DEMO_APP.site_url], services.appOrigins)));
  app.use('*', selfFetchGuard(self));
  // The token is checked before anything reads the body: a request without a valid token is answered 401
  // without its body (up to 10 MB) being read or parsed. A `_method` re-dispatch below is checked again.
  app.use('/api/v1/*', bearerAuth(services));
  // `_method=DELETE` (or PUT) on a POST, for clients that cannot send other methods (spec 4).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const params = await readParams(c, services.bodyLimitBytes);
    const override = (params.get('_method') ?? c.req.header('x-http-method-override'))?.toUpperCase();
    if (override !== 'DELETE' && override !== 'PUT' && override !== 'PATCH') return next();
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const request = new Request(c.req.url, { method: override, headers });
    presetParams(request, params);
    c.res = await app.fetch(request, c.env);
  });

  if (options.rateLimits !== false) app.use('/api/v1/*', rateLimit(new RateLimiter(services.now)));

  route(app, '/', {
    GET: (c) =>
      c.json({
        name: 'Commons emulator of the Collaboration Network API v1',
        api: '/api/v1',
        dialog: '/dialog/oauth',
        token: '/oauth2/access_token',
        openid_provider: `${ISSUER_PATH}/.well-known/openid-configuration`,
        demo: { client_id: DEMO_APP.client_id, sign_in: 'alice@example.com / demo' },
      }),
  });
  registerDialogRoutes(app, services);
  registerAppSignOutRoutes(app, services);
  registerTokenRoutes(app, services);
  registerIdpBrowserRoutes(app, services);
  registerIdpTokenRoutes(app, services);
  registerUsersRoutes(app, services);
  registerFollowListsRoutes(app, services);
  registerRelationshipsRoutes(app, services);
  registerInvitationsRoutes(app, services);
  registerSuggestionsRoutes(app, services);
  registerImpersonationRoutes(app, services);
  registerNetworksRoutes(app, services);
  registerMessagesRoutes(app, services);
  registerAttachmentsRoutes(app, services);
  registerFeedRoutes(app, services);
  registerOpenGraphRoutes(app, services);
  registerThreadsRoutes(app, services);
  registerGroupsRoutes(app, services);
  registerTopicsRoutes(app, services);
  registerNotificationsRoutes(app, services);
  registerSubscriptionsRoutes(app, services);
  registerAutocompleteRoutes(app, services);
  registerSearchRoutes(app, services);
  registerMugshotRoutes(app, services);

  return { app, repo, db, close: () => db.close() };
}

/** Every JSON answer says its charset. */
const jsonCharset = async (c: { res: Response }, next: () => Promise<void>) => {
  await next();
  if (c.res.headers.get('content-type') === 'application/json') {
    c.res.headers.set('content-type', 'application/json; charset=utf-8');
  }
};
