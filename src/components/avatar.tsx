import { useState } from 'react';
import { avatar, type AvatarInput } from './avatar-template';
import { reactKit } from './react-kit';

export type AvatarProps = Omit<AvatarInput, 'failed' | 'onError'>;

/** A person's picture (components/avatar-template.ts); a picture that fails to load gives way to initials. */
export function Avatar(props: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return avatar(reactKit, {
    ...props,
    failed,
    onError: () => {
      setFailed(true);
    },
  });
}
