import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComposerPlace } from './composer-place';

export interface ComposerTexts {
  /** The form's (hidden) heading, and the title of its sheet or dialog. */
  heading: string;
  /** The text box's name. */
  label: string;
  /** What the empty text box says (the one line of a collapsed composer). */
  placeholder: string;
  send: string;
  done: string;
}

export function composerTexts(place: ComposerPlace, i18n: I18n): ComposerTexts {
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor);
  switch (place.kind) {
    case 'thread': {
      const name = place.replyTo.name;
      return {
        heading: say(msg({ message: 'Reply', comment: 'a noun: the heading of the composer of a reply' })),
        label: name ? say(msg`Reply to ${name}`) : say(msg`Your reply`),
        placeholder: say(msg`Write a reply…`),
        send: say(
          msg({ message: 'Reply', context: 'button', comment: 'the verb, on the button that posts a reply' }),
        ),
        done: say(msg`Reply posted.`),
      };
    }
    case 'direct': {
      const name = place.name;
      return {
        heading: name ? say(msg`Message ${name}`) : say(msg`Private message`),
        label: name ? say(msg`Private message to ${name}`) : say(msg`Private message`),
        placeholder: '',
        send: say(msg`Send`),
        done: say(msg`Sent privately.`),
      };
    }
    case 'private':
      return {
        heading: say(msg`New private message`),
        label: say(msg`Private message`),
        placeholder: '',
        send: say(msg`Send`),
        done: say(msg`Sent privately.`),
      };
    case 'group': {
      const name = place.name;
      return {
        heading: say(msg`New message`),
        label: name ? say(msg`Message to ${name}`) : say(msg`Message to this group`),
        placeholder: say(msg`Start a conversation…`),
        send: say(msg({ message: 'Post', comment: 'the verb, on the button that posts a message' })),
        done: say(msg`Posted.`),
      };
    }
    default:
      return {
        heading: say(msg`New message`),
        label: say(msg`What are you working on?`),
        placeholder: say(msg`Start a conversation…`),
        send: say(msg({ message: 'Post', comment: 'the verb, on the button that posts a message' })),
        done: say(msg`Posted.`),
      };
  }
}
