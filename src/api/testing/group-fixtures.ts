import type { Group } from '../../../contract/groups';
import type { User } from '../../../contract/users';
import { readFixture } from './fixtures';

const recorded = readFixture('group.json') as Group;

/** A group shaped as the service's recorded one, with its own id, name, privacy and member count. */
export function aGroup(
  id: number,
  fullName: string,
  options: { members?: number; privacy?: 'public' | 'private'; description?: string | null } = {},
): Group {
  return {
    ...recorded,
    id,
    name: fullName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    full_name: fullName,
    description: options.description === undefined ? `About ${fullName}` : options.description,
    privacy: options.privacy ?? 'public',
    stats: { ...recorded.stats, members: options.members ?? 10 },
  };
}

/** The recorded current user and people of the network (users/current.json, users.json). */
export const recordedMe = () => readFixture('user-current.json') as User;
export const recordedPeople = () => readFixture('users-list.json') as User[];
