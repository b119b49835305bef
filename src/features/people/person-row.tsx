import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { hrefs } from '../../config/paths';
import { FollowButton } from '../../components/follow-button';
import type { FollowState } from '../../api/subscriptions/use-follow-state';

export interface PersonView {
  id: Id;
  name: string;
  template?: string | undefined;
  url?: string | undefined;
  /** Job title, department, location: only those the person has. */
  details: (string | null | undefined)[];
}

/** What a row needs of a user or a user reference: its name as the app shows it, its avatar, `details`. */
export function personView(
  user: { id: Id; full_name: string; name: string; mugshot_url_template?: string; mugshot_url?: string },
  details: PersonView['details'],
): PersonView {
  return {
    id: user.id,
    name: user.full_name || user.name,
    template: user.mugshot_url_template,
    url: user.mugshot_url,
    details,
  };
}

/** One person: avatar, name (to the profile), what they do and where, and the row's actions. */
export function PersonRow({ person, children }: { person: PersonView; children: ReactNode }) {
  const details = person.details.filter((d): d is string => typeof d === 'string' && d.trim() !== '');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
      <Avatar name={person.name} template={person.template} url={person.url} />
      {/* At least 10rem for the name: on a phone the actions wrap below rather than squeeze it. */}
      <div className="min-w-40 flex-1">
        <Link
          to={hrefs.user(person.id)}
          className={`inline-block min-h-6 max-w-full truncate font-semibold text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}
        >
          {person.name}
        </Link>
        {details.length > 0 ? (
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">
            {/* Each part isolated: an Arabic title beside an English department keeps its own order. */}
            {details.map((detail, i) => (
              <Fragment key={i}>
                {i > 0 ? ' · ' : null}
                <bdi>{detail}</bdi>
              </Fragment>
            ))}
          </p>
        ) : null}
      </div>
      <div className="ms-auto flex shrink-0 justify-end gap-2">{children}</div>
    </li>
  );
}

/** A row whose action is the reader's Follow of that person (none on the reader's own row). */
export function FollowRow({ person, follow }: { person: PersonView; follow: FollowState }) {
  return (
    <PersonRow person={person}>
      {person.id === follow.meId ? null : <FollowButton id={person.id} name={person.name} follow={follow} />}
    </PersonRow>
  );
}
