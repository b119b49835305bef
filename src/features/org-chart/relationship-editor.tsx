import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

const KINDS: { type: RelationshipType; list: keyof Relationships; one: string; many: string }[] = [
  { type: 'superior', list: 'superiors', one: 'manager', many: 'Managers' },
  { type: 'colleague', list: 'colleagues', one: 'colleague', many: 'Colleagues' },
  { type: 'subordinate', list: 'subordinates', one: 'direct report', many: 'Direct reports' },
];

const oneOf = (type: RelationshipType) => KINDS.find((k) => k.type === type)?.one ?? type;

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
  const id = useId();
  const client = useQueryClient();
  const add = useAddRelationship();
  const remove = useRemoveRelationship();
  const [type, setType] = useState<RelationshipType>('colleague');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const ownerName = owner.full_name || owner.name;
  const whose = own ? 'your' : `${ownerName}’s`;

  const onPick = async (picked: AutocompleteUser) => {
    setError(null);
    const person = asReference(picked);
    const as = oneOf(type);
    let email = picked.email as string | undefined;
    if (!email) {
      // Autocomplete items carry the address; if one does not, the user object has it.
      const user = await client.query(userQueries.detail(picked.id)).catch(() => undefined);
      email = user?.email ?? user?.contact.email_addresses[0]?.address;
    }
    if (!email) {
      setError(`${person.full_name} was not added: the service gives no email address for them.`);
      return;
    }
    setSaid(`Adding ${person.full_name} as ${as}…`);
    add.mutate(
      { owner, type, person, email },
      {
        onSuccess: () => {
          setSaid(`${person.full_name} added as ${whose} ${as}.`);
        },
        onError: (e) => {
          setSaid('');
          setError(`${person.full_name} was not added as ${whose} ${as}: ${relationshipRefusal(e)}`);
        },
      },
    );
  };

  const onRemove = (relation: RelationshipType, person: UserReference) => {
    setError(null);
    const as = oneOf(relation);
    setSaid(`${person.full_name} removed as ${whose} ${as}.`);
    remove.mutate(
      { owner, type: relation, person },
      {
        onError: (e) => {
          setSaid('');
          setError(`${person.full_name} is still ${whose} ${as}: ${relationshipRefusal(e)}`);
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
        Edit {whose} relationships
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium">
            Add as
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
                {k.one[0]?.toUpperCase()}
                {k.one.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <PersonPicker label="Person to add" excludeId={owner.id} onPick={(p) => void onPick(p)} />
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
            <h3 className="text-sm font-semibold">{kind.many}</h3>
            <ul
              aria-label={`${whose} ${kind.many.toLowerCase()}`}
              className="mt-1 divide-y divide-slate-200 dark:divide-slate-800"
            >
              {people.map((person) => (
                <li key={person.id} className="flex min-h-12 items-center gap-3 py-1">
                  <span className="min-w-0 flex-1 truncate">{person.full_name || person.name}</span>
                  <Button
                    className="min-h-11"
                    aria-label={`Remove ${person.full_name || person.name} as ${whose} ${kind.one}`}
                    onClick={() => {
                      onRemove(kind.type, person);
                    }}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
