import { Trans, useLingui } from '@lingui/react/macro';
import { isPaidVerifiedAdmin } from '../../lib/admin-rights';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import type { CreateMessageParams } from '../../../contract/messages';
import type { GroupReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { groupQueries } from '../../api/groups/groups-api';
import { usePostMessage } from '../../api/messages/use-message-mutations';
import { networkQueries } from '../../api/networks/networks-api';
import { Button } from '../../components/button';
import { firstLink, hashtagsIn, mergeTopics } from '../../lib/composer-text';
import { isEmptyDraft } from '../../lib/drafts';
import { AttachmentList, refusedNote } from './attachment-list';
import { placementOf, type ComposerPlace } from './composer-place';
import { composerTexts } from './composer-texts';
import { ComposerTools } from './composer-tools';
import { MentionTextarea } from './mention-textarea';
import { PersonField } from './person-field';
import { postErrorText } from './post-error';
import { useDraft } from './use-draft';
import { useUploads } from './use-uploads';

/** After the form's id: the ids of its hint and of its error. */
const HINT = '-hint';
const ERROR = '-error';

/** What a post's confirmation says, and the conversation it made. */
export interface Posted {
  text: string;
  threadId?: number;
}

export interface ComposerFormProps {
  place: ComposerPlace;
  me: User;
  draftKey: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** One line until focused or holding a draft (inline); a sheet or a dialog is always open. */
  collapsible: boolean;
  onPosted: (posted: Posted) => void;
  /** What the last post did (inline only): beside the collapsed line. */
  status?: ReactNode;
  className?: string;
}

/**
 * The composer's form: the text (with @mention and #topic suggestions), where it goes (group, broadcast, a
 * person), topics, files, a link preview. Every change is kept as a draft of this place; a post shows at once
 * in the list and the draft is forgotten only when the service confirms it. A refused post keeps everything
 * and says why.
 */
export function ComposerForm({
  place,
  me,
  draftKey: key,
  textareaRef: textarea,
  collapsible,
  onPosted,
  status,
  className = '',
}: ComposerFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const initialTopics = useMemo(() => (place.kind === 'topic' && place.name ? [place.name] : []), [place]);
  const { draft, update, flush, discard } = useDraft(key, { topics: initialTopics });
  const uploads = useUploads(draft.attachments, (attachments) => {
    update({ attachments });
  });
  const [note, setNote] = useState('');
  const post = usePostMessage();
  const [error, setError] = useState<string | null>(null);
  // Opened by the focus; a focus the composer gives itself after a post does not open it.
  const [opened, setOpened] = useState(false);
  const quiet = useRef(false);
  const networks = useQuery(networkQueries.current()).data;
  const canBroadcast = place.kind === 'network' && isPaidVerifiedAdmin(me, networks);
  const groupDetail = useQuery({
    ...groupQueries.detail(place.kind === 'group' ? place.id : 0),
    enabled: place.kind === 'group',
  }).data;
  const [pickedGroup, setPickedGroup] = useState<GroupReference | undefined>(undefined);
  const words = composerTexts(place, i18n);
  const fromText = useMemo(() => hashtagsIn(draft.body), [draft.body]);
  const detectedLink = useMemo(() => firstLink(draft.body), [draft.body]);

  const sending = post.isPending;
  const blank = draft.body.trim() === '';
  const noPerson = place.kind === 'private' && draft.to === null;
  const holdsSomething = !isEmptyDraft(draft) || uploads.uploads.length > 0;
  const collapsed = collapsible && !opened && !holdsSomething && !sending && error === null;

  const send = () => {
    if (sending || uploads.busy) return;
    if (blank || noPerson) {
      setError(blank ? t`Write something first: a message needs text.` : t`Choose the person to write to.`);
      textarea.current?.focus();
      return;
    }
    flush();
    setError(null);
    const params: CreateMessageParams = { body: draft.body };
    const topics = mergeTopics(draft.topics, fromText);
    if (topics.length > 0) params.topics = topics;
    const files = draft.attachments.map((a) => a.id);
    if (files.length > 0) params.pending_attachment_ids = files;
    if (place.kind === 'group') params.group_id = place.id;
    if (place.kind === 'network' && draft.groupId !== null) params.group_id = draft.groupId;
    if (place.kind === 'thread') params.replied_to_id = place.replyTo.id;
    if (place.kind === 'direct') params.direct_to_id = place.userId;
    if (place.kind === 'private' && draft.to) params.direct_to_id = draft.to.id;
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
    // The words leave the composer once the service has them, or once the outbox holds them to send later.
    const handOver = () => {
      discard({ groupId: draft.groupId });
      uploads.clear();
      setOpened(false);
      // The Post button goes with the open composer: the focus stays in (or returns to) its one line.
      if (collapsible && form.current?.contains(document.activeElement)) {
        quiet.current = true;
        textarea.current?.focus();
        quiet.current = false;
      }
    };
    let handedOver = false;
    post.mutate(
      {
        params,
        placement: placementOf(place, draft.groupId),
        author: me,
        draftKey: key,
        ...(group ? { group } : {}),
      },
      {
        onWaiting: () => {
          handedOver = true;
          handOver();
          onPosted({ text: t`Kept in your outbox: it is sent as soon as it can be.` });
        },
        onSuccess: (envelope) => {
          if (!handedOver) handOver();
          const created = envelope?.messages[0];
          onPosted({ text: words.done, ...(created ? { threadId: created.thread_id } : {}) });
        },
        onError: (e) => {
          setError(postErrorText(e, i18n));
        },
      },
    );
  };

  const addFiles = (files: File[]) => {
    setNote(refusedNote(uploads.add(files), i18n));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!sending) addFiles(Array.from(event.dataTransfer.files));
  };

  const hintId = id + HINT;
  const errorId = id + ERROR;
  return (
    <form
      ref={form}
      aria-labelledby={`${id}-heading`}
      data-collapsed={collapsed || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      onFocus={() => {
        if (!quiet.current) setOpened(true);
      }}
      onBlur={() => {
        // After the focus settles: a click on the file chooser or another window keeps it open.
        setTimeout(() => {
          if (!document.hasFocus() || form.current?.contains(document.activeElement)) return;
          setOpened(false);
        });
      }}
      onDragOver={(e) => {
        e.preventDefault();
      }}
      onDrop={onDrop}
      className={`flex flex-col justify-center gap-3 ${className}`}
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {words.heading}
      </h2>
      {place.kind === 'private' ? (
        <PersonField
          value={draft.to}
          disabled={sending}
          onChange={(to) => {
            update({ to });
            if (error) setError(null);
          }}
        />
      ) : null}
      <label htmlFor={`${id}-body`} className={place.kind === 'private' ? 'text-sm font-medium' : 'sr-only'}>
        {words.label}
      </label>
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <MentionTextarea
            id={`${id}-body`}
            textareaRef={textarea}
            value={draft.body}
            readOnly={sending}
            placeholder={words.placeholder}
            minHeight={collapsed || place.kind === 'thread' ? 'min-h-10' : 'min-h-24'}
            describedBy={error ? `${hintId} ${errorId}` : hintId}
            onChange={(body) => {
              update({ body });
              if (error) setError(null);
            }}
            onSubmit={send}
          />
        </div>
        {status === undefined ? null : (
          <p
            role="status"
            className={collapsed ? 'shrink-0 text-sm text-green-800 dark:text-green-300' : 'sr-only'}
          >
            {status}
          </p>
        )}
      </div>
      <p id={hintId} className={collapsed ? 'sr-only' : 'text-xs text-slate-600 dark:text-slate-300'}>
        <Trans>
          @ to mention someone, # for a topic. Ctrl+Enter (⌘+Enter) sends. Your draft is saved as you type.
        </Trans>
      </p>
      {collapsed ? null : (
        <>
          <AttachmentList uploads={uploads.uploads} onCancel={uploads.cancel} note={note} />
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {error}
            </p>
          ) : null}
          <ComposerTools
            place={place}
            draft={draft}
            update={update}
            fromText={fromText}
            detectedLink={detectedLink}
            disabled={sending}
            canBroadcast={canBroadcast}
            onGroupPicked={setPickedGroup}
            onAddFiles={addFiles}
          >
            {uploads.busy ? (
              <span className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>Waiting for the uploads…</Trans>
              </span>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              className="ms-auto min-h-11 sm:min-h-10"
              disabled={sending || uploads.busy || blank || noPerson}
              aria-describedby={hintId}
            >
              {sending ? t`Sending…` : words.send}
            </Button>
          </ComposerTools>
        </>
      )}
    </form>
  );
}
