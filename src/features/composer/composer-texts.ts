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

export function composerTexts(place: ComposerPlace): ComposerTexts {
  switch (place.kind) {
    case 'thread':
      return {
        heading: 'Reply',
        label: place.replyTo.name ? `Reply to ${place.replyTo.name}` : 'Your reply',
        placeholder: 'Write a reply…',
        send: 'Reply',
        done: 'Reply posted.',
      };
    case 'direct':
      return {
        heading: place.name ? `Message ${place.name}` : 'Private message',
        label: place.name ? `Private message to ${place.name}` : 'Private message',
        placeholder: '',
        send: 'Send',
        done: 'Sent privately.',
      };
    case 'private':
      return {
        heading: 'New private message',
        label: 'Private message',
        placeholder: '',
        send: 'Send',
        done: 'Sent privately.',
      };
    case 'group':
      return {
        heading: 'New message',
        label: place.name ? `Message to ${place.name}` : 'Message to this group',
        placeholder: 'Start a conversation…',
        send: 'Post',
        done: 'Posted.',
      };
    default:
      return {
        heading: 'New message',
        label: 'What are you working on?',
        placeholder: 'Start a conversation…',
        send: 'Post',
        done: 'Posted.',
      };
  }
}
