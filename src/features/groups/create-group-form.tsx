import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../api/http/describe-error';
import { fieldErrorsOf, GROUP_NAME_MAX, useCreateGroup } from '../../api/groups/use-group-mutations';
import { buttonClass, FOCUS_RING } from '../../components/button-classes';
import { hrefs } from '../../config/paths';
import { formatNumber } from '../../i18n/formatters';
import { readGroupDraft, writeGroupDraft, type GroupDraft } from './group-draft';

const FIELD = `w-full rounded-md border bg-white px-3 py-2 text-base dark:bg-slate-900 sm:text-sm ${FOCUS_RING}`;
const FIELD_OK = 'border-slate-400 dark:border-slate-500';
const FIELD_BAD = 'border-red-700 dark:border-red-400';
const HINT = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
const ERROR = 'mt-1 text-sm font-medium text-red-800 dark:text-red-300';
/** A radio or a checkbox with its name and a line on what it means, the whole block its label (a wide target). */
const CHOICE =
  'grid min-h-11 grid-cols-[auto_1fr] items-start gap-x-3 rounded-md p-2 hover:bg-slate-50 dark:hover:bg-slate-900';
const CHOICE_HINT = 'col-start-2 text-sm text-slate-600 dark:text-slate-300';

/** What is wrong with the name before anything is sent; the service's own 400 comes after. */
function nameProblem(i18n: I18n, name: string): string | undefined {
  if (name.trim() === '') return i18n._(msg`Enter a name for the group.`);
  if (name.trim().length > GROUP_NAME_MAX) {
    const max = formatNumber(i18n.locale, GROUP_NAME_MAX);
    const length = formatNumber(i18n.locale, name.trim().length);
    return i18n._(msg`At most ${max} characters: this one has ${length}.`);
  }
  return undefined;
}

/**
 * Name, description, public or private, listed or not. Kept as a draft while typed; the service's 400 (a name
 * taken) shows beside the field it names, with the focus there; the creator lands on the new group's page.
 */
export function CreateGroupForm({ draftKey }: { draftKey: string }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<GroupDraft>(() => readGroupDraft(draftKey));
  const [checked, setChecked] = useState(false);
  const create = useCreateGroup();
  const navigate = useNavigate();
  const nameField = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), nameNote: useId(), description: useId(), descriptionNote: useId() };
  useEffect(() => {
    writeGroupDraft(draftKey, draft);
  }, [draftKey, draft]);
  const change = (part: Partial<GroupDraft>) => {
    setDraft((prev) => ({ ...prev, ...part }));
    if (create.isError) create.reset();
  };
  const served = fieldErrorsOf(create.error);
  const max = formatNumber(i18n.locale, GROUP_NAME_MAX);
  const typed = formatNumber(i18n.locale, draft.name.trim().length);
  const nameError = (checked ? nameProblem(i18n, draft.name) : undefined) ?? served.name;
  const otherError =
    create.isError && !served.name && !served.description ? describeError(create.error) : undefined;
  useEffect(() => {
    if (served.name) nameField.current?.focus();
  }, [served.name]);

  const submit = () => {
    setChecked(true);
    if (nameProblem(i18n, draft.name)) {
      nameField.current?.focus();
      return;
    }
    create.mutate(draft, {
      onSuccess: (group) => {
        writeGroupDraft(draftKey, null);
        void navigate(hrefs.group(group.id), { replace: true });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="mt-4 flex flex-col gap-5"
    >
      <div>
        <label htmlFor={ids.name} className="block pb-1 font-medium">
          <Trans>Name</Trans>
        </label>
        <input
          ref={nameField}
          id={ids.name}
          value={draft.name}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={ids.nameNote}
          onChange={(event) => {
            change({ name: event.target.value });
          }}
          className={`${FIELD} min-h-11 ${nameError ? FIELD_BAD : FIELD_OK}`}
        />
        <p id={ids.nameNote} className={nameError ? ERROR : HINT}>
          {nameError ?? t`Unique in the network, at most ${max} characters (${typed} so far).`}
        </p>
      </div>
      <div>
        <label htmlFor={ids.description} className="block pb-1 font-medium">
          <Trans>
            Description <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={ids.description}
          value={draft.description}
          rows={3}
          aria-invalid={served.description ? true : undefined}
          aria-describedby={ids.descriptionNote}
          onChange={(event) => {
            change({ description: event.target.value });
          }}
          className={`${FIELD} ${served.description ? FIELD_BAD : FIELD_OK}`}
        />
        <p id={ids.descriptionNote} className={served.description ? ERROR : HINT}>
          {served.description ?? <Trans>What the group is for: its first line shows in the directory.</Trans>}
        </p>
      </div>
      <fieldset>
        <legend className="pb-1 font-medium">
          <Trans>Who can see it</Trans>
        </legend>
        <label className={CHOICE}>
          <input
            type="radio"
            name="privacy"
            checked={!draft.private}
            onChange={() => {
              change({ private: false });
            }}
            className={`row-span-2 mt-0.5 size-5 ${FOCUS_RING}`}
          />
          <span className="font-medium">
            <Trans>Public</Trans>
          </span>
          <span className={CHOICE_HINT}>
            <Trans>Anyone in the network can read its conversations and join.</Trans>
          </span>
        </label>
        <label className={CHOICE}>
          <input
            type="radio"
            name="privacy"
            checked={draft.private}
            onChange={() => {
              change({ private: true });
            }}
            className={`row-span-2 mt-0.5 size-5 ${FOCUS_RING}`}
          />
          <span className="font-medium">
            <Trans>Private</Trans>
          </span>
          <span className={CHOICE_HINT}>
            <Trans>Only its members read it; a member or an admin adds people.</Trans>
          </span>
        </label>
      </fieldset>
      <label className={CHOICE}>
        <input
          type="checkbox"
          checked={draft.showInDirectory}
          onChange={(event) => {
            change({ showInDirectory: event.target.checked });
          }}
          className={`row-span-2 mt-0.5 size-5 ${FOCUS_RING}`}
        />
        <span className="font-medium">
          <Trans>List it in the groups directory</Trans>
        </span>
        <span className={CHOICE_HINT}>
          <Trans>Unlisted, it is found only by its address and by its members.</Trans>
        </span>
      </label>
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          <Trans>The group was not created: {otherError} What you typed is kept.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'min-h-11')}>
          {create.isPending ? <Trans>Creating…</Trans> : <Trans>Create group</Trans>}
        </button>
        <Link to={hrefs.groups()} className={buttonClass('secondary', 'min-h-11')}>
          <Trans>Cancel</Trans>
        </Link>
        {draft.name.trim() !== '' || draft.description.trim() !== '' ? (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Your draft is kept on this device.</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}
