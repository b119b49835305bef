import { useState } from 'react';
import { avatarSrc, initialsOf } from '../lib/avatar-url';
import { AVATAR_IMAGE, AVATAR_INITIALS } from './message/message-classes';

export interface AvatarProps {
  name: string;
  /** `mugshot_url_template` with `{width}`/`{height}`, or empty. */
  template?: string | undefined;
  url?: string | undefined;
  size?: number;
}

/** Decorative: the name always sits next to it, so the image has empty alt text. Initials when no image. */
export function Avatar({ name, template, url, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const src = avatarSrc(template, url, size * 2);
  const box = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={box}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => {
          setFailed(true);
        }}
        className={AVATAR_IMAGE}
      />
    );
  }
  return (
    <span aria-hidden="true" style={box} className={AVATAR_INITIALS}>
      {initialsOf(name)}
    </span>
  );
}
