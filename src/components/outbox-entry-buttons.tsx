import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

interface OutboxEntryButtonsProps {
  /** The write failed for good (Retry), or waits for its turn (Send now). */
  failed: boolean;
  /** What the write is ("Post: Hello"), when several are listed: each button then names it. */
  write?: string | undefined;
  onRetry: () => void;
  onDiscard: () => void;
}

/** What the reader can do with a write waiting in the outbox: send it now (or again), or give it up. */
export function OutboxEntryButtons({ failed, write: named, onRetry, onDiscard }: OutboxEntryButtonsProps) {
  const { t } = useLingui();
  const write = named ?? '';
  const retryLabel = failed ? t`Retry: ${write}` : t`Send now: ${write}`;
  return (
    <span className="flex gap-2">
      <Button className="min-h-11 sm:min-h-9" aria-label={named ? retryLabel : undefined} onClick={onRetry}>
        {failed ? <Trans>Retry</Trans> : <Trans>Send now</Trans>}
      </Button>
      <Button
        className="min-h-11 sm:min-h-9"
        aria-label={named ? t`Discard: ${write}` : undefined}
        onClick={onDiscard}
      >
        <Trans>Discard</Trans>
      </Button>
    </span>
  );
}
