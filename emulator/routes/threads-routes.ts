import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fileAttachment } from '../serialize/attachment';
import { threadReference } from '../serialize/thread';
import { topicReference } from '../serialize/topic';
import { userReference } from '../serialize/user';
import { canSee } from './visibility';

/** GET /threads/ID: the thread object with its participants, files and own references (api-shapes 2). */
export function registerThreadsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/threads/:id{[0-9]+}', {
    GET: (c) => {
      const { user, network } = c.get('auth');
      const id = pathId(c, 'id');
      const starter = repo.messageById(id);
      const [thread] = repo.threadsByIds([id]);
      if (!starter || !thread || !canSee(repo, starter, network.id, user.id)) {
        throw notFound('No such thread in this network.');
      }
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      const topicIds = repo.topicsOfThreads([id]).get(id) ?? [];
      const participants = repo.participantsOf([id]).get(id) ?? [];
      const shown = thread.direct === 1 ? participants : repo.sendersOfThread(id);
      const users = repo.usersByIds([...new Set([starter.sender_id, ...shown])]);
      // The thread's files as `{id, type}`, their full objects in references (recorded thread-with-attachment).
      const files = repo.filesOfThread(id);
      const placement = { privacy: thread.privacy, groupId: thread.group_id };
      return c.json({
        ...threadReference(thread, ctx, topicIds, participants),
        // The recorded threads carry their participants whether private or not: for a public thread,
        // everyone who posted in it.
        participants: shown.map((userId) => ({ type: 'user', id: userId })),
        participants_count: shown.length,
        has_attachments: files.length > 0,
        attachments: files.map((file) => ({ id: file.id, type: file.kind })),
        attachments_meta: { more_files: false, more_images: false },
        references: [
          ...users.map((u) => userReference(u, ctx, repo.userStats(u.id, network.id))),
          ...repo.topicsByIds(topicIds).map((t) => topicReference(t, ctx)),
          ...files.map((file) => fileAttachment(file, ctx, placement)),
        ],
      });
    },
  });
}
