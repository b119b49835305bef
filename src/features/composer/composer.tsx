import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { CreateMessageParams } from '../../../contract/messages';
import type { GroupReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { groupQueries } from '../../api/groups-api';
import { usePostMessage } from '../../api/message-mutations';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { Button } from '../../components/button';
import { hrefs } from '../../config/paths';
import { firstLink, hashtagsIn, mergeTopics } from '../../lib/composer-text';
import { draftKey } from '../../lib/drafts';
import { AttachmentField } from './attachment-list';
import { composerRoom } from '../../components/message/message-classes';
import { draftTargetOf, placementOf, type ComposerPlace } from './composer-place';
import { GroupPicker } from './group-picker';
import { LinkField } from './link-field';
import { MentionTextarea } from './mention-textarea';
import { postErrorText } from './post-error';
import { TopicField } from './topic-field';
import { useComposeShortcut } from './use-compose-shortcut';
import { useDraft } from './use-draft';
import { useUploads } from './use-uploads';

export type { ComposerPlace } from './composer-place';

export interface ComposerProps {
  place: ComposerPlace;
  /** Changes when the composer should take the focus (a Reply button, a link that opens it). */
  focusRequest?: number;
}

const yes = (v: unknown) => v === true || v === 'true';

function texts(place: ComposerPlace) {
  switch (place.kind) {
    case 'thread':
      return {
        heading: 'Reply',
        label: place.replyTo.name ? `Reply to ${place.replyTo.name}` : 'Your reply',
        send: 'Reply',
        done: 'Reply posted.',
      };
    case 'direct':
      return {
        heading: 'Private message',
        label: place.name ? `Private message to ${place.name}` : 'Private message',
        send: 'Send',
        done: 'Sent privately.',
      };
    case 'group':
      return {
        heading: 'New message',
        label: place.name ? `Message to ${place.name}` : 'Message to this group',
        send: 'Post',
        done: 'Posted.',
      };
    default:
      return { heading: 'New message', label: 'What are you working on?', send: 'Post', done: 'Posted.' };
  }
}

/**
 * The composer: the text (with @mention and #topic suggestions), where it goes (group, broadcast), topics,
 * files, a link preview. Every change is kept as a draft of this place; a post shows at once in the list and
 * the draft is forgotten only when the service confirms it. A refused post keeps everything and says why.
 */
export function Composer({ place, focusRequest }: ComposerProps) {
  const me = useQuery(userQueries.current()).data;
  if (!me) return null;
  const key = draftKey({ networkId: me.network_id, userId: me.id }, draftTargetOf(place));
  return <ComposerForm key={key} draftKey={key} place={place} me={me} focusRequest={focusRequest} />;
}

function ComposerForm({
  place,
  me,
  draftKey: key,
  focusRequest,
}: ComposerProps & { me: User; draftKey: string }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const initialTopics = useMemo(() => (place.kind === 'topic' && place.name ? [place.name] : []), [place]);
  const { draft, update, flush, discard } = useDraft(key, { topics: initialTopics });
  const uploads = useUploads(draft.attachments, (attachments) => {
    update({ attachments });
  });
  const post = usePostMessage();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ text: string; threadId?: number } | null>(null);
  const networks = useQuery(networkQueries.current()).data;
  const network = networks?.find((n) => n.id === me.network_id);
  const canBroadcast = place.kind === 'network' && yes(me.verified_admin) && network?.paid === true;
  const groupDetail = useQuery({
    ...groupQueries.detail(place.kind === 'group' ? place.id : 0),
    enabled: place.kind === 'group',
  }).data;
  const [pickedGroup, setPickedGroup] = useState<GroupReference | undefined>(undefined);
  const words = texts(place);
  const fromText = useMemo(() => hashtagsIn(draft.body), [draft.body]);
  const detectedLink = useMemo(() => firstLink(draft.body), [draft.body]);

  const focus = () => {
    const el = textarea.current;
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus();
  };
  useComposeShortcut(focus);
  useEffect(() => {
    if (focusRequest) focus();
  }, [focusRequest]);

  const sending = post.isPending;
  const blank = draft.body.trim() === '';

  const send = () => {
    if (sending || uploads.busy) return;
    if (blank) {
      setError('Write something first: a message needs text.');
      textarea.current?.focus();
      return;
    }
    flush();
    setError(null);
    setDone(null);
    const params: CreateMessageParams = { body: draft.body };
    const topics = mergeTopics(draft.topics, fromText);
    if (topics.length > 0) params.topics = topics;
    const files = draft.attachments.map((a) => a.id);
    if (files.length > 0) params.pending_attachment_ids = files;
    if (place.kind === 'group') params.group_id = place.id;
    if (place.kind === 'network' && draft.groupId !== null) params.group_id = draft.groupId;
    if (place.kind === 'thread') params.replied_to_id = place.replyTo.id;
    if (place.kind === 'direct') params.direct_to_id = place.userId;
    if (canBroadcast && draft.broadcast) params.broadcast = true;
    if (draft.link) {
      params.og_url = draft.link.url;
      if (draft.link.edited) {
        if (draft.link.title) params.og_title = draft.link.title;
        if (draft.link.description) params.og_description = draft.link.description;
        if (draft.link.image) params.og_image = draft.link.image;
      } else {
        params.og_fetch = true;
      }
    }
    const group: GroupReference | undefined =
      place.kind === 'group' && groupDetail
        ? { type: 'group', id: groupDetail.id, name: groupDetail.name, full_name: groupDetail.full_name }
        : place.kind === 'network'
          ? pickedGroup
          : undefined;
    post.mutate(
      { params, placement: placementOf(place, draft.groupId), author: me, ...(group ? { group } : {}) },
      {
        onSuccess: (envelope) => {
          discard({ groupId: draft.groupId });
          uploads.clear();
          const created = envelope.messages[0];
          setDone({ text: words.done, ...(created ? { threadId: created.thread_id } : {}) });
        },
        onError: (e) => {
          setError(postErrorText(e));
        },
      },
    );
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    send();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      aria-labelledby={`${id}-heading`}
      onSubmit={onSubmit}
      className={`space-y-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800 ${composerRoom(place.kind)}`}
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {words.heading}
      </h2>
      <label htmlFor={`${id}-body`} className="block text-sm font-medium">
        {words.label}
      </label>
      <MentionTextarea
        id={`${id}-body`}
        textareaRef={textarea}
        value={draft.body}
        readOnly={sending}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onChange={(body) => {
          update({ body });
          if (error) setError(null);
          if (done) setDone(null);
        }}
        onSubmit={send}
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
        @ to mention someone, # for a topic. Ctrl+Enter (⌘+Enter) sends. Your draft is saved as you type.
      </p>
      {place.kind === 'network' ? (
        <GroupPicker
          value={draft.groupId}
          disabled={sending}
          onChange={(groupId, group) => {
            update({ groupId });
            setPickedGroup(group);
          }}
        />
      ) : null}
      {canBroadcast ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.broadcast}
            disabled={sending}
            onChange={(e) => {
              update({ broadcast: e.target.checked });
            }}
            className="size-4"
          />
          Broadcast to everyone in the network (an announcement)
        </label>
      ) : null}
      <TopicField
        topics={draft.topics}
        fromText={fromText}
        disabled={sending}
        onChange={(topics) => {
          update({ topics });
        }}
      />
      <AttachmentField
        uploads={uploads.uploads}
        onAdd={uploads.add}
        onCancel={uploads.cancel}
        disabled={sending}
      />
      <LinkField
        link={draft.link}
        detected={detectedLink}
        disabled={sending}
        onChange={(link) => {
          update({ link });
        }}
      />
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={sending || uploads.busy} aria-describedby={hintId}>
          {sending ? 'Sending…' : words.send}
        </Button>
        {uploads.busy ? (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            Waiting for the uploads to finish…
          </span>
        ) : null}
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {done ? (
            <>
              {done.text}{' '}
              {place.kind === 'direct' && done.threadId !== undefined ? (
                <Link to={hrefs.thread(done.threadId)} className="font-medium underline">
                  View the conversation
                </Link>
              ) : null}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
