import { t } from '@lingui/core/macro';
import type { Relationships, RelationshipType } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { WriteKind } from '../outbox/write-kind';
import { editChartsNow, settleCharts } from './relationship-cache';
import { addRelationship, removeRelationship } from './relationships-api';

/** One relationship of `owner` added (sent as the person's email) or removed, as stored in the outbox. */
export interface RelationshipWrite {
  kind: 'relationship';
  add: boolean;
  owner: UserReference;
  type: RelationshipType;
  person: UserReference;
  /** Only for an addition: the service is sent the address (spec 4.7). */
  email?: string;
  /**
   * Only for an addition: the owner's chart already listed the person when it was sent, so a refusal must not
   * take them out of it (the optimistic edit changed nothing there).
   */
  listed?: boolean;
}

/** A manager or a direct report is the reporting line (as the profile calls it); else the colleagues. */
function relationshipLabel({ type, add, person }: RelationshipWrite): string {
  const who = person.full_name || person.name;
  if (type === 'colleague') return add ? t`Colleagues edit: add ${who}` : t`Colleagues edit: remove ${who}`;
  return add ? t`Reporting line edit: add ${who}` : t`Reporting line edit: remove ${who}`;
}

/**
 * A relationship added or removed. Safe to send again (a second add of the same person changes nothing; a
 * second remove of one already gone is taken as done), so one whose answer was lost is not looked for. Its
 * answer (the owner's relationships) replaces theirs; refused, both charts are turned back.
 */
export const relationshipKind: WriteKind<RelationshipWrite, Relationships | undefined> = {
  kind: 'relationship',
  send(write) {
    return write.add
      ? addRelationship(write.owner.id, write.type, write.email ?? '')
      : removeRelationship(write.owner.id, write.type, write.person.id);
  },
  find: () => Promise.resolve(null),
  settle(client, write, result) {
    settleCharts(client, write, result ?? undefined);
  },
  undo(client, write) {
    if (!(write.add && write.listed)) editChartsNow(client, write, !write.add);
    settleCharts(client, write, undefined);
  },
  label: relationshipLabel,
};
