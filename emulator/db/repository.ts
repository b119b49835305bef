import { attachmentsRepo } from './attachments-repo';
import { idpRepo } from './idp-repo';
import { messagesRepo } from './messages-repo';
import { oauthRepo } from './oauth-repo';
import { openGraphRepo } from './open-graph-repo';
import type { Db } from './open-db';
import { peopleRepo } from './people-repo';
import { seedRepo } from './seed-repo';
import { readFeedPage, type FeedQuery } from './feed-query';
import { invitationsRepo } from './invitations-repo';
import { networksRepo } from './networks-repo';
import { orgRepo } from './org-repo';
import { suggestionsRepo } from './suggestions-repo';
import { usersRepo } from './users-repo';
import { groupsRepo } from './groups-repo';
import { notificationsRepo } from './notifications-repo';
import { searchRepo } from './search-repo';
import { subscriptionsRepo } from './subscriptions-repo';
import { topicsRepo } from './topics-repo';
import { followListsRepo } from './follow-lists-repo';
import { threadDetailsRepo } from './thread-details-repo';

/**
 * The only data access of the emulator: routes, seed and CLI go through it, never through SQL of their own.
 * Split by subject into small modules; this object puts them together.
 */
export function createRepository(db: Db) {
  return {
    db,
    ...peopleRepo(db),
    ...messagesRepo(db),
    ...oauthRepo(db),
    ...idpRepo(db),
    ...seedRepo(db),
    ...groupsRepo(db),
    ...notificationsRepo(db),
    ...subscriptionsRepo(db),
    ...topicsRepo(db),
    ...searchRepo(db),
    ...usersRepo(db),
    ...orgRepo(db),
    ...invitationsRepo(db),
    ...suggestionsRepo(db),
    ...networksRepo(db),
    ...attachmentsRepo(db),
    ...openGraphRepo(db),
    ...followListsRepo(db),
    ...threadDetailsRepo(db),
    feedPage: (query: FeedQuery) => readFeedPage(db, query),
    /**
     * Runs `work` in one transaction (used by writes that touch several tables, and by the seed). Every write
     * transaction of the emulator begins IMMEDIATE: a deferred one that reads first cannot wait for the write
     * lock another process (the CLI's `token`, `revoke`) holds, and failed at once with "database is locked";
     * taking the lock at BEGIN lets the busy timeout (open-db.ts) apply.
     */
    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type Repository = ReturnType<typeof createRepository>;
export type { FeedQuery, FeedSource, ThreadedMode, FeedPage } from './feed-query';
export type * from './rows';
