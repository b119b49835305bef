import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { titleMessage, type EmbedOptions } from '../lib/embed-protocol';

/**
 * The frame's name for itself, which the loader puts on the host page's `<iframe title>`: screen readers say it
 * on entering the frame. The loader titles the frame in English first (it has no catalogs), and these say the
 * same in the reader's language, so the English here must stay what `englishFrameTitle` in
 * src/lib/embed-protocol.ts says. Only what the page's own attributes name goes in: never a group's or
 * person's name from the service, which the page must not learn.
 */
export function frameTitleText(options: EmbedOptions): MessageDescriptor {
  const id = options.feedId;
  switch (options.feed) {
    case 'open-graph':
      return msg`Commons: the conversation about this page`;
    case 'my-feed':
      return msg`Commons: my feed`;
    case 'all':
      return msg`Commons: all conversations`;
    case 'group':
      return id === undefined
        ? msg`Commons: conversations of group`
        : msg`Commons: conversations of group ${id}`;
    case 'topic':
      return id === undefined
        ? msg`Commons: conversations of topic`
        : msg`Commons: conversations of topic ${id}`;
    case 'user':
      return id === undefined
        ? msg`Commons: conversations of user`
        : msg`Commons: conversations of user ${id}`;
  }
}

/**
 * Sends the frame's title to the embedding page now and again whenever the frame's language changes. Like
 * the height (frame-height.ts), to any origin: the frame does not know the page's, and the title holds
 * nothing but the page's own feed and id in the reader's language; the loader checks the sender.
 */
export function reportTitle(options: EmbedOptions, i18n: I18n, win: Window = window): () => void {
  if (win.parent === win) return () => undefined;
  let last: string | null = null;
  const post = () => {
    const title = i18n._(frameTitleText(options));
    if (title === last) return;
    last = title;
    win.parent.postMessage(titleMessage(options.frameId, title), '*');
  };
  const stop = i18n.on('change', post);
  post();
  return stop;
}
