import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageOutboxEntry } from '../../api/outbox/outbox-instance';
import { useOutbox, useOutboxActions } from '../../api/outbox/use-outbox';
import { canActOn, outboxStateText, outboxWriteLabel } from '../../api/outbox/outbox-labels';
import { OutboxEntryButtons } from '../../components/outbox-entry-buttons';
import { OUTBOX } from './shell-classes';

/** The one line that sums the outbox up: what needs the person first (a failure), then why the rest waits. */
export function outboxHeadline(entries: readonly MessageOutboxEntry[]): string {
  const count = (state: MessageOutboxEntry['state']) => entries.filter((e) => e.state === state).length;
  const failed = count('failed');
  const all = entries.length;
  if (failed > 0) return plural(failed, { one: '# write not sent', other: '# writes not sent' });
  if (count('waiting-sign-in') > 0)
    return plural(all, {
      one: '# write waiting for you to sign in',
      other: '# writes waiting for you to sign in',
    });
  if (count('waiting-network') > 0)
    return plural(all, { one: '# write waiting for the network', other: '# writes waiting for the network' });
  if (count('retrying') > 0)
    return plural(all, {
      one: 'The service had a problem: # write to send again',
      other: 'The service had a problem: # writes to send again',
    });
  return plural(all, { one: 'Sending # write…', other: 'Sending # writes…' });
}

/**
 * The outbox in the shell: hidden while writes just go out; once one waits or fails, a small panel over the
 * page's foot says so, and opens (a disclosure) onto each waiting write, its state, Send now and Discard.
 */
export function OutboxStatus() {
  const { t } = useLingui();
  const { entries } = useOutbox();
  const { retry, discard } = useOutboxActions();
  // One write going out on a good network is no news; more waiting, or one that waited, is.
  const notable =
    entries.length > 1 ||
    entries.some((e) => (e.state !== 'queued' && e.state !== 'sending') || e.attempts > 1);
  if (!notable) return null;
  const failed = entries.some((e) => e.state === 'failed');
  return (
    <section aria-label={t`Outbox`} className={OUTBOX}>
      <details open={failed || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
          <span role="status">{outboxHeadline(entries)}</span>
        </summary>
        <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto border-t border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {entries.map((entry) => {
            const write = outboxWriteLabel(entry);
            return (
              <li key={entry.seq} className="flex flex-col gap-1 px-3 py-2 text-sm">
                <span className="truncate font-medium">{write}</span>
                <span
                  className={
                    entry.state === 'failed'
                      ? 'text-red-800 dark:text-red-300'
                      : 'text-slate-600 dark:text-slate-300'
                  }
                >
                  {outboxStateText(entry)}
                </span>
                {canActOn(entry) ? (
                  <OutboxEntryButtons
                    failed={entry.state === 'failed'}
                    write={write}
                    onRetry={() => {
                      retry(entry);
                    }}
                    onDiscard={() => {
                      void discard(entry);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
