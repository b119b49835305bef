import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Id } from '../../../contract/common';
import type { GroupReference } from '../../../contract/references';
import { myGroupsQuery } from '../../api/groups/groups-api';

export interface GroupPickerProps {
  value: Id | null;
  onChange: (groupId: Id | null, group: GroupReference | undefined) => void;
  disabled?: boolean;
}

/** Where a network post goes: the whole network, or one of the person's groups. */
export function GroupPicker({ value, onChange, disabled }: GroupPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const groups = useQuery(myGroupsQuery());
  const list = groups.data ?? [];
  return (
    <div className="flex w-full flex-wrap items-center gap-2 text-sm sm:w-auto">
      <label htmlFor={id} className="font-medium">
        <Trans>Post to</Trans>
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(e) => {
          const groupId = e.target.value === '' ? null : Number(e.target.value);
          const g = list.find((x) => x.id === groupId);
          onChange(
            groupId,
            g ? { type: 'group', id: g.id, name: g.name, full_name: g.full_name } : undefined,
          );
        }}
        className="min-h-11 min-w-0 flex-1 rounded-md sm:max-w-48 sm:flex-none border border-slate-400 bg-white px-2 sm:min-h-10 dark:border-slate-500 dark:bg-slate-900"
      >
        <option value="">{t`Everyone in the network`}</option>
        {value !== null && !list.some((g) => g.id === value) ? (
          <option value={String(value)}>{groups.isPending ? t`Loading groups…` : t`A group`}</option>
        ) : null}
        {list.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.full_name || g.name}
          </option>
        ))}
      </select>
      {groups.isPending ? (
        <span className="text-slate-600 dark:text-slate-300">
          <Trans>Loading your groups…</Trans>
        </span>
      ) : null}
      {groups.isError ? (
        <span className="text-red-800 dark:text-red-300">
          <Trans>Your groups could not be loaded.</Trans>{' '}
          <button type="button" className="underline" onClick={() => void groups.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </span>
      ) : null}
    </div>
  );
}
