import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/button';
import type { InviteDraft } from './invite-draft';
import { stateOf, type AddressState } from './use-invite-form';

const BADGE = 'rounded px-2 py-0.5 text-xs font-semibold';
const BADGES: Record<AddressState['kind'], { label: MessageDescriptor; className: string }> = {
  ready: {
    label: msg({ message: 'Ready', comment: 'an address that Send will send' }),
    className: `${BADGE} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`,
  },
  malformed: {
    label: msg`Not an address`,
    className: `${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`,
  },
  refused: {
    label: msg({ message: 'Refused', comment: 'an address the service refused to invite' }),
    className: `${BADGE} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`,
  },
};

function Why({ state }: { state: AddressState }) {
  if (state.kind === 'malformed')
    return <Trans>This is not an email address, so it will not be sent: edit it or remove it.</Trans>;
  // The service's own words, as it sent them.
  if (state.kind === 'refused') return state.reason;
  return null;
}

/** One listed address: what it is, where it stands (and why, in the service's words), Edit and Remove. */
function AddressRow({
  draft,
  address,
  onEdit,
  onRemove,
}: {
  draft: InviteDraft;
  address: string;
  onEdit: (address: string) => void;
  onRemove: (address: string) => void;
}) {
  const { t, i18n } = useLingui();
  const state = stateOf(draft, address);
  const badge = BADGES[state.kind];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      {/* The reason sits under the address it is about, before the buttons that wrap below on a phone. */}
      <div className="min-w-48 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 font-medium break-all">{address}</span>
          <span className={badge.className}>{i18n._(badge.label)}</span>
        </p>
        {state.kind !== 'ready' ? (
          <p
            className={`mt-1 text-sm ${state.kind === 'refused' ? 'text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'}`}
          >
            <Why state={state} />
          </p>
        ) : null}
      </div>
      <span className="ms-auto flex gap-2">
        <Button
          aria-label={t`Edit ${address}`}
          onClick={() => {
            onEdit(address);
          }}
          className="min-h-11 px-3"
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          aria-label={t`Remove ${address}`}
          onClick={() => {
            onRemove(address);
          }}
          className="min-h-11 px-3"
        >
          <Trans>Remove</Trans>
        </Button>
      </span>
    </li>
  );
}

/** The addresses listed so far, each checked for shape; nothing while the list is empty. */
export function AddressRows({
  draft,
  labelledBy,
  busy,
  onEdit,
  onRemove,
}: {
  draft: InviteDraft;
  labelledBy: string;
  busy: boolean;
  onEdit: (address: string) => void;
  onRemove: (address: string) => void;
}) {
  if (draft.addresses.length === 0) return null;
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {draft.addresses.map((address) => (
        <AddressRow key={address} draft={draft} address={address} onEdit={onEdit} onRemove={onRemove} />
      ))}
    </ul>
  );
}
