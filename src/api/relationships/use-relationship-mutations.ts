import { useQueryClient } from '@tanstack/react-query';
import type { Relationships } from '../../../contract/people';
import { editCharts, isListed, type RelationshipChange } from './relationship-cache';
import { useStateWrite } from '../outbox/use-state-write';
import type { WriteHandlers } from '../outbox/use-outbox-write-status';

export { OPPOSITE, withoutPerson, withPerson, type RelationshipChange } from './relationship-cache';

/** Adding one: the service is sent the person's email address (spec 4.7). */
export interface RelationshipAddition extends RelationshipChange {
  email: string;
}

/**
 * Adds a manager, a direct report or a colleague through the outbox, shown at once in both charts and taken
 * back if the service refuses (relationship-write.ts); its answer (the owner's relationships) replaces theirs.
 */
export function useAddRelationship() {
  const client = useQueryClient();
  const { send, ...status } = useStateWrite();
  const mutate = (change: RelationshipAddition, handlers: WriteHandlers<Relationships> = {}) => {
    const { owner, type, person, email } = change;
    send(() => {
      const listed = isListed(client, change);
      editCharts(client, change, true);
      return { kind: 'relationship', add: true, owner, type, person, email, ...(listed && { listed }) };
    }, handlers);
  };
  return { mutate, ...status };
}

/** Removes one relationship (`DELETE relationships/ID?type=`) through the outbox, at once, put back if refused. */
export function useRemoveRelationship() {
  const client = useQueryClient();
  const { send, ...status } = useStateWrite();
  const mutate = (change: RelationshipChange, handlers: WriteHandlers<Relationships> = {}) => {
    const { owner, type, person } = change;
    send(() => {
      editCharts(client, change, false);
      return { kind: 'relationship', add: false, owner, type, person };
    }, handlers);
  };
  return { mutate, ...status };
}
