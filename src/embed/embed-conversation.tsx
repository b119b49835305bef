import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CreateMessageParams } from '../../contract/messages';
import { myGroupsQuery, groupQueries } from '../api/groups/groups-api';
import { openGraphQueries } from '../api/messages/open-graph-api';
import { topicQueries } from '../api/topics/topics-api';
import { ErrorState, LoadingState } from '../components/states';
import type { EmbedOptions } from '../lib/embed-protocol';
import type { FeedSource } from '../lib/feed-source';
import { EmbedComposer } from './embed-composer';
import { feedIdOf, feedSourceOf, postTargetOf } from './embed-feed';
import { EmbedFeedList } from './embed-feed-list';

/** Whether the reader may post here: never to a person's feed; to a private group only as a member. */
function useMayPost(options: EmbedOptions): boolean {
  const id = feedIdOf(options) ?? 0;
  const isGroup = options.feed === 'group' && id > 0;
  const group = useQuery({ ...groupQueries.detail(id), enabled: isGroup }).data;
  const mine = useQuery({ ...myGroupsQuery(), enabled: isGroup && group?.privacy === 'private' }).data;
  if (options.feed === 'user') return false;
  if (!isGroup) return true;
  if (!group) return false;
  return group.privacy !== 'private' || (mine?.some((g) => g.id === id) ?? false);
}

/** The topic's name, which a post about it carries (the service takes topics by name). */
function useTopicName(options: EmbedOptions): string | undefined {
  const id = feedIdOf(options) ?? 0;
  return useQuery({ ...topicQueries.detail(id), enabled: options.feed === 'topic' && id > 0 }).data?.name;
}

/** What an empty feed says: a page's conversation invites its first comment. */
function emptyTextOf(options: EmbedOptions): MessageDescriptor {
  if (options.feed === 'open-graph') return msg`No conversation about this page yet — start it.`;
  return options.feed === 'user'
    ? msg`No messages from this person yet.`
    : msg`No messages here yet — start one.`;
}

/** The signed-in frame: the composer when the reader may post, then the feed. */
export function EmbedConversation({ options }: { options: EmbedOptions }) {
  const { t } = useLingui();
  if (options.feed === 'open-graph') return <OpenGraphConversation options={options} />;
  const source = feedSourceOf(options);
  if (!source)
    return (
      <ErrorState title={t`This embed names no feed`} message={t`Its feed id is missing or not a number.`} />
    );
  return <Conversation options={options} source={source} />;
}

function Conversation({
  options,
  source,
  onPosted,
}: {
  options: EmbedOptions;
  source: FeedSource | null;
  onPosted?: () => void;
}) {
  const { i18n } = useLingui();
  const mayPost = useMayPost(options);
  const topicName = useTopicName(options);
  const target: Omit<CreateMessageParams, 'body'> | null = postTargetOf(options, topicName);
  const placement = useMemo(() => ({ feeds: source ? [source] : [] }), [source]);
  return (
    <>
      {mayPost && target ? (
        <EmbedComposer options={options} target={target} placement={placement} onPosted={onPosted} />
      ) : null}
      {source ? (
        <EmbedFeedList
          source={source}
          groupId={options.feed === 'group' ? (feedIdOf(options) ?? undefined) : undefined}
          emptyText={i18n._(emptyTextOf(options))}
        />
      ) : (
        <p role="status" className="px-3 py-6 text-center text-slate-700 dark:text-slate-300">
          {i18n._(emptyTextOf(options))}
        </p>
      )}
    </>
  );
}

/**
 * The conversation about a web page: its open-graph object is looked up by URL; while none exists (a 404)
 * the frame invites the first comment, whose `og_url` creates it, and then reads its feed.
 */
function OpenGraphConversation({ options }: { options: EmbedOptions }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const url = options.ogUrl ?? '';
  const object = useQuery({ ...openGraphQueries.byUrl(url), enabled: url !== '' });
  if (url === '')
    return (
      <ErrorState
        title={t`This embed names no page`}
        message={t`Give it a data-og-url or a canonical URL.`}
      />
    );
  if (object.isPending) return <LoadingState label={t`Loading the conversation…`} />;
  if (object.isError)
    return (
      <ErrorState title={t`The conversation could not be loaded`} onRetry={() => void object.refetch()} />
    );
  const source = feedSourceOf(options, object.data?.id ?? null);
  return (
    <Conversation
      options={options}
      source={source}
      onPosted={
        source
          ? undefined
          : () => void client.invalidateQueries({ queryKey: openGraphQueries.byUrl(url).queryKey })
      }
    />
  );
}
