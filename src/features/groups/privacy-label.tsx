import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/icon';

/** Public or private, in words and with an icon (never by colour or icon alone). */
export function PrivacyLabel({ isPrivate }: { isPrivate: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon name={isPrivate ? 'lock' : 'globe'} className="size-4 shrink-0" />
      {isPrivate ? <Trans>Private</Trans> : <Trans>Public</Trans>}
    </span>
  );
}
