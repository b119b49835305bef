import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/describe-error';
import { MAX_INVITATIONS } from '../../api/invitations/invitations-api';
import { Button } from '../../components/button';
import { buttonClass, FOCUS_RING } from '../../components/button-classes';
import { ErrorState } from '../../components/states';
import { formatNumber } from '../../i18n/formatters';
import { AddressRows } from './address-rows';
import { readyOf, useInviteForm, type InviteNote } from './use-invite-form';

const FIELD = `min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-500 dark:bg-slate-900 sm:text-sm ${FOCUS_RING}`;
const HINT = 'mt-1 text-sm text-slate-600 dark:text-slate-300';

/** More addresses ready than one request may carry: how many, the limit, and how many to leave for later. */
function TooMany({ ready }: { ready: number }) {
  const { t, i18n } = useLingui();
  const max = formatNumber(i18n.locale, MAX_INVITATIONS);
  const extra = formatNumber(i18n.locale, ready - MAX_INVITATIONS);
  return t({
    message: plural(ready, {
      one: `# address is ready, and at most ${max} can be invited at once: remove ${extra} and invite them next.`,
      other: `# addresses are ready, and at most ${max} can be invited at once: remove ${extra} and invite them next.`,
    }),
  });
}

/** Why Send sent nothing, in the reader's language. */
function Note({ note }: { note: InviteNote }) {
  if (note.kind === 'too-many') return <TooMany ready={note.ready} />;
  return note.kind === 'empty' ? (
    <Trans>Add at least one email address.</Trans>
  ) : (
    <Trans>Nothing to send: correct or remove the addresses marked above.</Trans>
  );
}

/** What the last Send did: how many went, and how many the service refused (each says why in its row). */
function SendSummary({ sent, refused }: { sent: number; refused: number }) {
  const { t } = useLingui();
  if (refused === 0) return <Plural value={sent} one="# invitation sent." other="# invitations sent." />;
  return t`${plural(sent, { one: '# invitation', other: '# invitations' })} sent; ${plural(refused, { one: '# address', other: '# addresses' })} refused, the reason beside each.`;
}

/**
 * The box where addresses are typed or pasted (Enter, a comma or a paste lists them), the listed addresses
 * with their state, Send, and what the service made of each: the sent ones listed as sent, the refused ones
 * left in the list with its reason.
 */
export function InviteForm({ draftKey, groupId }: { draftKey: string; groupId?: Id }) {
  const { i18n } = useLingui();
  const form = useInviteForm(draftKey, groupId);
  const { draft, invite } = form;
  const box = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const ids = { box: useId(), hint: useId(), list: useId(), sent: useId(), count: useId() };
  const ready = readyOf(draft).length;
  const listed = draft.addresses.length;
  const max = formatNumber(i18n.locale, MAX_INVITATIONS);
  const failure = invite.data?.failure;
  const last = invite.data && !failure ? invite.data.outcomes : null;
  const lastSent = last ? [...last.values()].filter((o) => o.state === 'sent').length : 0;
  const lastRefused = last ? last.size - lastSent : 0;
  const failureReason = failure ? describeError(failure) : '';

  useEffect(() => {
    if (invite.isSuccess) summary.current?.focus();
  }, [invite.isSuccess, invite.data]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send();
      }}
      className="mt-4 flex flex-col gap-4"
    >
      <div>
        <label htmlFor={ids.box} className="block pb-1 font-medium">
          <Trans>Email addresses</Trans>
        </label>
        <div className="flex gap-2">
          <input
            ref={box}
            id={ids.box}
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={draft.text}
            aria-describedby={ids.hint}
            onChange={(event) => {
              form.setText(event.target.value);
            }}
            onKeyDown={(event) => {
              // Enter lists what is in the box; with the box empty it sends (the form's own submit).
              if (event.key === 'Enter' && draft.text.trim() !== '') {
                event.preventDefault();
                form.add(draft.text);
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              form.add(`${draft.text} ${event.clipboardData.getData('text')}`);
            }}
            className={FIELD}
          />
          <Button
            onClick={() => {
              form.add(draft.text);
            }}
            className="min-h-11 shrink-0"
          >
            <Trans comment="lists the addresses typed in the box">Add</Trans>
          </Button>
        </div>
        <p id={ids.hint} className={HINT}>
          <Trans>
            Type or paste up to {max} addresses, separated by commas, spaces or new lines; “Name
            &lt;address&gt;” lines from a mail program work too. Enter adds what you typed.
          </Trans>
        </p>
      </div>

      <section aria-labelledby={ids.list} className="flex flex-col gap-2">
        <h2 id={ids.list} className="font-semibold">
          <Trans>
            To invite{' '}
            <span className="font-normal">
              (<Plural value={listed} one="# address" other="# addresses" />)
            </span>
          </Trans>
        </h2>
        <AddressRows
          draft={draft}
          labelledBy={ids.list}
          busy={invite.isPending}
          onEdit={(address) => {
            form.edit(address);
            box.current?.focus();
          }}
          onRemove={form.remove}
        />
        <p
          id={ids.count}
          className={ready > MAX_INVITATIONS ? 'text-sm font-medium text-red-800 dark:text-red-300' : HINT}
        >
          {ready > MAX_INVITATIONS ? (
            <TooMany ready={ready} />
          ) : listed === 0 ? (
            <Trans>No addresses yet.</Trans>
          ) : ready === 0 ? (
            <Trans>None ready to send: correct or remove the addresses marked above.</Trans>
          ) : (
            <Plural value={ready} one="# address ready to send." other="# addresses ready to send." />
          )}
        </p>
      </section>

      {form.note ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          <Note note={form.note} />
        </p>
      ) : null}
      {failure ? (
        <ErrorState
          title={i18n._(msg`The invitations were not sent.`)}
          message={i18n._(msg`${failureReason} Your addresses are kept.`)}
          onRetry={form.send}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={invite.isPending}
          aria-describedby={ids.count}
          className={buttonClass('primary', 'min-h-11')}
        >
          {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send invitations</Trans>}
        </button>
        {draft.addresses.length > 0 || draft.text.trim() !== '' ? (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Your list is kept on this device.</Trans>
          </span>
        ) : null}
      </div>

      <p ref={summary} tabIndex={-1} role="status" className="text-sm font-medium focus:outline-none">
        {last ? <SendSummary sent={lastSent} refused={lastRefused} /> : null}
      </p>

      {form.sent.length > 0 ? (
        <section aria-labelledby={ids.sent}>
          <h2 id={ids.sent} className="font-semibold">
            <Trans comment="the heading of the addresses invited">Sent</Trans>
          </h2>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {form.sent.map((address) => (
              <li key={address} className="flex flex-wrap items-center gap-x-3 py-2">
                <span className="break-all">{address}</span>
                <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
                  <Trans comment="a badge beside an address invited">Sent</Trans>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
