import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { userQueries } from '../../api/users/users-api';
import { buttonClass, ROW_ACTION } from '../../components/button-classes';
import { COMPOSER_PLACEHOLDER, composerRoom } from '../../components/message/message-classes';
import { hrefs } from '../../config/paths';
import { draftKey } from '../../lib/drafts';
import { ComposerForm, type Posted } from './composer-form';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON } from './composer-icons';
import { draftTargetOf, type ComposerPlace } from './composer-place';
import { ComposerSheet } from './composer-sheet';
import { composerTexts } from './composer-texts';
import { useComposeShortcut } from './use-compose-shortcut';
import { useWideScreen } from './use-wide-screen';

export type { ComposerPlace } from './composer-place';

export interface ComposerProps {
  place: ComposerPlace;
  /** Changes when the composer should take the focus (a Reply button, a link that opens it). */
  focusRequest?: number;
  /**
   * A person's composer: `row` (the default) is a row of its own with the Message button; `button` is the
   * button alone (and what was posted), for a page that sets it among its own actions (a profile).
   */
  presentation?: 'row' | 'button';
}

interface PresentationProps extends ComposerProps {
  me: User;
  draftKey: string;
}

/**
 * The composer, as its place wants it: a feed's is one line from `sm` up that opens when focused or holding a
 * draft, and a floating Compose button with a sheet below `sm`; a conversation's reply box is one growing line
 * at every width; a person's page and Private messages have a button that opens it in a dialog. The room it
 * takes at rest is `composerRoom(kind)`, as its placeholder and the early paint draw it.
 */
export function Composer({ place, focusRequest, presentation }: ComposerProps) {
  const me = useQuery(userQueries.current()).data;
  // Without the reader there is no draft to open: the room the composer will take, or (a button) nothing.
  if (!me)
    return presentation === 'button' ? null : (
      <div aria-hidden="true" className={`${COMPOSER_PLACEHOLDER} ${composerRoom(place.kind)}`} />
    );
  const key = draftKey({ networkId: me.network_id, userId: me.id }, draftTargetOf(place));
  return (
    <Presentation
      key={key}
      draftKey={key}
      place={place}
      me={me}
      focusRequest={focusRequest}
      presentation={presentation}
    />
  );
}

function Presentation(props: PresentationProps) {
  const wide = useWideScreen();
  const { kind } = props.place;
  if (kind === 'direct' || kind === 'private') return <DialogComposer {...props} />;
  if (kind === 'thread' || wide) return <InlineComposer {...props} />;
  return <SheetComposer {...props} />;
}

function postedText(place: ComposerPlace, posted: Posted | null): ReactNode {
  if (!posted) return null;
  const direct = place.kind === 'direct' || place.kind === 'private';
  return (
    <>
      {posted.text}{' '}
      {direct && posted.threadId !== undefined ? (
        <Link to={hrefs.thread(posted.threadId)} className="inline-block py-0.5 font-medium underline">
          <Trans>View the conversation</Trans>
        </Link>
      ) : null}
    </>
  );
}

/** One line (56 px) until focused or holding a draft; it opens in place, and closes again after a post. */
function InlineComposer({ place, me, draftKey: key, focusRequest }: PresentationProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [posted, setPosted] = useState<Posted | null>(null);
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
  return (
    <ComposerForm
      place={place}
      me={me}
      draftKey={key}
      textareaRef={textarea}
      collapsible
      status={postedText(place, posted)}
      onPosted={setPosted}
      // At rest exactly its room, composerRoom(kind), from `sm` up (only there is it inline, but a reply box).
      className={`${COMPOSER_PLACEHOLDER} min-h-14 px-4 py-1.5`}
    />
  );
}

/** Opens a composer in a sheet or dialog, keeps the focus where the reader was, and says what was posted. */
function useSheet(textarea: RefObject<HTMLTextAreaElement | null>) {
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState<Posted | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    setOpen(true);
    setPosted(null);
    requestAnimationFrame(() => textarea.current?.focus());
  };
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  useComposeShortcut(show);
  return { open, show, close, trigger, posted, setPosted };
}

/** Below `sm`: a floating Compose button above the bottom tab bar, and the composer in a sheet. */
function SheetComposer({ place, me, draftKey: key }: PresentationProps) {
  const { t } = useLingui();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { open, show, close, trigger, posted, setPosted } = useSheet(textarea);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t`New message`}
        aria-haspopup="dialog"
        title={t`Compose`}
        onClick={show}
        className="fixed end-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400 dark:focus-visible:outline-blue-300"
      >
        <Icon name="pencil" className="size-6 shrink-0" />
      </button>
      <p role="status" className="sr-only">
        {posted?.text}
      </p>
      <SheetForm
        open={open}
        place={place}
        me={me}
        draftKey={key}
        textarea={textarea}
        onPosted={setPosted}
        close={close}
      />
    </>
  );
}

/** A person's page ("Message") and Private messages ("New private message"): a button opens the composer. */
function DialogComposer({ place, me, draftKey: key, presentation = 'row' }: PresentationProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { open, show, close, trigger, posted, setPosted } = useSheet(textarea);
  const parts = (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={show}
        // Among a page's actions it is one of them, beside the page's own main one.
        className={
          presentation === 'button'
            ? buttonClass('secondary', ROW_ACTION)
            : buttonClass('primary', 'min-h-11')
        }
      >
        <Icon name="pencil" className={COMPOSER_ICON} />
        {place.kind === 'private' ? (
          <Trans>New private message</Trans>
        ) : (
          <Trans comment="the verb, on the button that opens a private message to a person">Message</Trans>
        )}
      </button>
      {/* Among a page's actions, on a line of its own once there is something to say. */}
      <p
        role="status"
        className={`text-sm text-green-800 dark:text-green-300 ${presentation === 'button' ? 'basis-full empty:sr-only' : ''}`}
      >
        {postedText(place, posted)}
      </p>
      <SheetForm
        open={open}
        place={place}
        me={me}
        draftKey={key}
        textarea={textarea}
        onPosted={setPosted}
        close={close}
      />
    </>
  );
  if (presentation === 'button') return parts;
  return (
    <div
      className={`${COMPOSER_PLACEHOLDER} ${composerRoom(place.kind)} flex flex-wrap items-center gap-x-3 px-4 py-1.5`}
    >
      {parts}
    </div>
  );
}

/** The composer inside a sheet or dialog: always open, and the sheet closes after a post. */
function SheetForm({
  open,
  place,
  me,
  draftKey: key,
  textarea,
  onPosted,
  close,
}: Omit<PresentationProps, 'focusRequest' | 'presentation'> & {
  open: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  onPosted: (posted: Posted) => void;
  close: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ComposerSheet open={open} title={composerTexts(place, i18n).heading} onClose={close}>
      <ComposerForm
        place={place}
        me={me}
        draftKey={key}
        textareaRef={textarea}
        collapsible={false}
        onPosted={(done) => {
          onPosted(done);
          close();
        }}
      />
    </ComposerSheet>
  );
}
