import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { Relationships, RelationshipType } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { AutocompleteUser } from '../../../contract/social';
import {
  useAddRelationship,
  useRemoveRelationship,
} from '../../api/relationships/use-relationship-mutations';
import { userQueries } from '../../api/users/users-api';
import { Button } from '../../components/button';
import { PersonPicker } from './person-picker';
import { relationshipRefusal } from './refusal';

interface Kind {
  type: RelationshipType;
  list: keyof Relationships;
  /** One of them, in a sentence: "added as your colleague". */
  one: MessageDescriptor;
  /** As a choice: "Colleague". */
  choice: MessageDescriptor;
  /** The heading of the list: "Colleagues". */
  many: MessageDescriptor;
  /** The list's name: "your colleagues", or "Alice’s colleagues". */
  yours: MessageDescriptor;
  theirs: (owner: string) => MessageDescriptor;
}

const KINDS: Kind[] = [
  {
    type: 'superior',
    list: 'superiors',
    one: msg`manager`,
    choice: msg`Manager`,
    many: msg`Managers`,
    yours: msg`your managers`,
    theirs: (owner) => msg`${owner}’s managers`,
  },
  {
    type: 'colleague',
    list: 'colleagues',
    one: msg`colleague`,
    choice: msg`Colleague`,
    many: msg`Colleagues`,
    yours: msg`your colleagues`,
    theirs: (owner) => msg`${owner}’s colleagues`,
  },
  {
    type: 'subordinate',
    list: 'subordinates',
    one: msg`direct report`,
    choice: msg`Direct report`,
    many: msg`Direct reports`,
    yours: msg`your direct reports`,
    theirs: (owner) => msg`${owner}’s direct reports`,
  },
];

const KIND_OF = Object.fromEntries(KINDS.map((kind) => [kind.type, kind])) as Record<RelationshipType, Kind>;

/** What someone is to the chart's owner, in the reader's language of the moment (it follows a switch). */
function Relation({ type }: { type: RelationshipType }) {
  const { i18n } = useLingui();
  return <>{i18n._(KIND_OF[type].one)}</>;
}

const asReference = (p: AutocompleteUser): UserReference => ({
  type: 'user',
  id: p.id,
  name: p.name,
  full_name: p.full_name,
  job_title: p.job_title,
  mugshot_url: p.photo,
  mugshot_url_template: p.mugshot_url_template,
});

export interface RelationshipEditorProps {
  owner: UserReference;
  relationships: Relationships;
  /** The reader edits their own chart (else: an admin edits someone's). */
  own: boolean;
}

/**
 * Add a manager, a colleague or a direct report by choosing a person (sent as their email), and remove
 * one: the chart changes at once, and changes back with the service's reason when it refuses.
 */
export function RelationshipEditor({ owner, relationships, own }: RelationshipEditorProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const client = useQueryClient();
  const add = useAddRelationship();
  const remove = useRemoveRelationship();
  const [type, setType] = useState<RelationshipType>('colleague');
  // Kept as elements, so that they follow a switch of language while they are shown.
  const [error, setError] = useState<ReactNode>(null);
  const [said, setSaid] = useState<ReactNode>(null);
  const ownerName = owner.full_name || owner.name;

  const onPick = async (picked: AutocompleteUser) => {
    setError(null);
    const person = asReference(picked);
    const name = person.full_name;
    const as = type;
    let email = picked.email as string | undefined;
    if (!email) {
      // Autocomplete items carry the address; if one does not, the user object has it.
      const user = await client.query(userQueries.detail(picked.id)).catch(() => undefined);
      email = user?.email ?? user?.contact.email_addresses[0]?.address;
    }
    if (!email) {
      setError(
        <Trans>
          <bdi>{name}</bdi> was not added: the service gives no email address for them.
        </Trans>,
      );
      return;
    }
    setSaid(
      <Trans>
        Adding <bdi>{name}</bdi> as <Relation type={as} />…
      </Trans>,
    );
    add.mutate(
      { owner, type, person, email },
      {
        onSuccess: () => {
          setSaid(
            own ? (
              <Trans>
                <bdi>{name}</bdi> added as your <Relation type={as} />.
              </Trans>
            ) : (
              <Trans>
                <bdi>{name}</bdi> added as <bdi>{ownerName}</bdi>’s <Relation type={as} />.
              </Trans>
            ),
          );
        },
        onError: (e) => {
          const reason = relationshipRefusal(e);
          setSaid(null);
          setError(
            own ? (
              <Trans>
                <bdi>{name}</bdi> was not added as your <Relation type={as} />: {reason}
              </Trans>
            ) : (
              <Trans>
                <bdi>{name}</bdi> was not added as <bdi>{ownerName}</bdi>’s <Relation type={as} />: {reason}
              </Trans>
            ),
          );
        },
      },
    );
  };

  const onRemove = (relation: RelationshipType, person: UserReference) => {
    setError(null);
    const name = person.full_name;
    setSaid(
      own ? (
        <Trans>
          <bdi>{name}</bdi> removed as your <Relation type={relation} />.
        </Trans>
      ) : (
        <Trans>
          <bdi>{name}</bdi> removed as <bdi>{ownerName}</bdi>’s <Relation type={relation} />.
        </Trans>
      ),
    );
    remove.mutate(
      { owner, type: relation, person },
      {
        onError: (e) => {
          const reason = relationshipRefusal(e);
          setSaid(null);
          setError(
            own ? (
              <Trans>
                <bdi>{name}</bdi> is still your <Relation type={relation} />: {reason}
              </Trans>
            ) : (
              <Trans>
                <bdi>{name}</bdi> is still <bdi>{ownerName}</bdi>’s <Relation type={relation} />: {reason}
              </Trans>
            ),
          );
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {own ? (
          <Trans>Edit your relationships</Trans>
        ) : (
          <Trans>
            Edit <bdi>{ownerName}</bdi>’s relationships
          </Trans>
        )}
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium">
            <Trans>Add as</Trans>
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => {
              setType(e.target.value as RelationshipType);
            }}
            className="mt-1 min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base sm:w-44 dark:border-slate-500 dark:bg-slate-900"
          >
            {KINDS.map((k) => (
              <option key={k.type} value={k.type}>
                {i18n._(k.choice)}
              </option>
            ))}
          </select>
        </div>
        <PersonPicker label={t`Person to add`} excludeId={owner.id} onPick={(p) => void onPick(p)} />
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {said}
      </p>
      {KINDS.map((kind) => {
        const people = relationships[kind.list];
        if (people.length === 0) return null;
        return (
          <div key={kind.type} className="mt-3">
            <h3 className="text-sm font-semibold">{i18n._(kind.many)}</h3>
            <ul
              aria-label={i18n._(own ? kind.yours : kind.theirs(ownerName))}
              className="mt-1 divide-y divide-slate-200 dark:divide-slate-800"
            >
              {people.map((person) => {
                const name = person.full_name || person.name;
                const relation = i18n._(kind.one);
                return (
                  <li key={person.id} className="flex min-h-12 items-center gap-3 py-1">
                    <span className="min-w-0 flex-1 truncate">{name}</span>
                    <Button
                      className="min-h-11"
                      aria-label={
                        own
                          ? t`Remove ${name} as your ${relation}`
                          : t`Remove ${name} as ${ownerName}’s ${relation}`
                      }
                      onClick={() => {
                        onRemove(kind.type, person);
                      }}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
