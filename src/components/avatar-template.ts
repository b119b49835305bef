import { avatarSrc, initialsOf } from '../lib/avatar-url';
import type { Kit } from './markup-kit';
import { AVATAR_IMAGE, AVATAR_INITIALS } from './message/message-classes';

export interface AvatarInput {
  name: string;
  /** `mugshot_url_template` with `{width}`/`{height}`, or empty. */
  template?: string | undefined;
  url?: string | undefined;
  size?: number | undefined;
  /** The image failed to load (React's state): the initials instead. */
  failed?: boolean | undefined;
  onError?: (() => void) | undefined;
}

/**
 * A person's picture, written once for both builders (components/markup-kit.ts). Decorative: the name always
 * sits next to it, so the image has empty alt text. Initials when there is no image.
 */
export function avatar<N>(k: Kit<N>, a: AvatarInput): N {
  const size = a.size ?? 40;
  const src = avatarSrc(a.template, a.url, size * 2);
  const box = { width: `${String(size)}px`, height: `${String(size)}px` };
  if (src && !a.failed) {
    return k.h('img', {
      src,
      alt: '',
      width: size,
      height: size,
      style: box,
      loading: 'lazy',
      decoding: 'async',
      referrerPolicy: 'no-referrer',
      onError: a.onError,
      className: AVATAR_IMAGE,
    });
  }
  return k.h('span', { 'aria-hidden': 'true', style: box, className: AVATAR_INITIALS }, initialsOf(a.name));
}
