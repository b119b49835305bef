import type { Id } from '../../contract/common';
import type { CreateMessageParams } from '../../contract/messages';
import { hrefs } from '../config/paths';
import type { EmbedOptions } from '../lib/embed-protocol';
import type { FeedSource } from '../lib/feed-source';

/**
 * What an embed's options mean for the frame: the feed it reads (the open-graph one once its object is
 * known), the page of the full app that "Open in Commons" opens, and where a post goes.
 */

/** The numeric id of `data-feed-id`, or null when it is not one. */
export function feedIdOf(options: EmbedOptions): Id | null {
  const id = Number(options.feedId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The feed to read; null when the options cannot name one (a group, topic or user embed without a usable
 * id, an open-graph one whose page has no conversation yet: `ogObjectId` null).
 */
export function feedSourceOf(options: EmbedOptions, ogObjectId: Id | null = null): FeedSource | null {
  const id = feedIdOf(options);
  switch (options.feed) {
    case 'all':
      return { feed: 'all' };
    case 'my-feed':
      return { feed: 'my_feed' };
    case 'group':
      return id === null ? null : { feed: 'in_group', id };
    case 'topic':
      return id === null ? null : { feed: 'about_topic', id };
    case 'user':
      return id === null ? null : { feed: 'from_user', id };
    case 'open-graph':
      return ogObjectId === null ? null : { feed: 'open_graph_objects', id: ogObjectId };
  }
}

/** The full app's page of this feed (an app path; the frame's router adds the network's prefix). */
export function appPathOf(options: EmbedOptions): string {
  const id = feedIdOf(options);
  if (options.feed === 'group' && id !== null) return hrefs.group(id);
  if (options.feed === 'topic' && id !== null) return hrefs.topic(id);
  if (options.feed === 'user' && id !== null) return hrefs.user(id);
  if (options.feed === 'my-feed') return hrefs.feed({ feed: 'my_feed' });
  return hrefs.home();
}

/**
 * The parameters of a post from this embed, beside its body: to the group of a group feed, to
 * `default-group-id` from my-feed and all, with the topic of a topic feed (its name), with the page's
 * open-graph fields so it joins that page's conversation. A user's feed takes no posts (null).
 */
export function postTargetOf(
  options: EmbedOptions,
  topicName: string | undefined,
): Omit<CreateMessageParams, 'body'> | null {
  const id = feedIdOf(options);
  const defaultGroup = Number(options.defaultGroupId);
  const toDefault = Number.isSafeInteger(defaultGroup) && defaultGroup > 0 ? { group_id: defaultGroup } : {};
  switch (options.feed) {
    case 'group':
      return id === null ? null : { group_id: id };
    case 'topic':
      return topicName ? { ...toDefault, topics: [topicName] } : null;
    case 'user':
      return null;
    case 'my-feed':
    case 'all':
      return toDefault;
    case 'open-graph':
      if (!options.ogUrl) return null;
      return {
        ...toDefault,
        og_url: options.ogUrl,
        ...(options.ogTitle ? { og_title: options.ogTitle } : {}),
        ...(options.ogImage ? { og_image: options.ogImage } : {}),
        ...(options.ogDescription ? { og_description: options.ogDescription } : {}),
        og_fetch: false,
      };
  }
}
