import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/avatar';
import { buttonClass, FOCUS_RING, ROW_ACTION } from '../../components/button-classes';
import { Icon } from '../../components/icon';
import { hrefs } from '../../config/paths';
import { ProfileDetails } from './profile-details';
import { FACTS_GRID } from './profile-fact';
import { hasDetails, type ProfileFacts } from './profile-facts';
import { ProfileFollow } from './profile-follow';
import { ReportingLine, showsReportingLine, useReportingLine } from './profile-reporting-line';

const ACTION_LINK = buttonClass('secondary', ROW_ACTION);

/**
 * The header card of a profile: who (avatar, name as the page's heading, job, department, location), what
 * the reader can do (Follow and Message, or Edit profile on their own; the org chart), then the reporting
 * line and every other fact the user object holds. On a phone those facts fold behind "More about …", so
 * the person's messages still start on the first screen; from `sm` up they are always shown.
 */
export function ProfileHeader({
  user,
  facts,
  me,
  message,
}: {
  user: User;
  facts: ProfileFacts;
  me: User | undefined;
  message: ReactNode;
}) {
  const { t } = useLingui();
  const line = useReportingLine(user.id);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const isMe = me?.id === user.id;
  const where = [facts.department, facts.location].filter((part): part is string => Boolean(part));
  const shortName = facts.shortName;
  const foldable = hasDetails(facts) || showsReportingLine(line);
  return (
    <section
      aria-labelledby={headingId}
      className="border-b border-slate-200 px-4 pt-4 pb-3 dark:border-slate-800"
    >
      <div className="flex items-start gap-3">
        <Avatar name={facts.name} template={user.mugshot_url_template} url={user.mugshot_url} size={56} />
        <div className="min-w-0 flex-1">
          <h1 id={headingId} className="text-xl font-semibold break-words">
            {facts.name}
          </h1>
          {facts.jobTitle ? (
            <p className="text-sm text-slate-700 dark:text-slate-200">{facts.jobTitle}</p>
          ) : null}
          {where.length > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {where.map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? ' · ' : null}
                  <bdi>{part}</bdi>
                </Fragment>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {isMe ? (
          <Link to={hrefs.editProfile(user.id)} className={buttonClass('primary', ROW_ACTION)}>
            <Icon name="pencil" className="size-4 shrink-0" />
            <Trans>Edit profile</Trans>
          </Link>
        ) : (
          <>
            <ProfileFollow me={me} id={user.id} name={facts.name} />
            {message}
          </>
        )}
        {/* One name at every width; a phone shows the short words of it. */}
        <Link to={hrefs.orgChart(user.id)} aria-label={t`View in org chart`} className={ACTION_LINK}>
          <Icon name="people" className="size-4 shrink-0" />
          <span className="sm:hidden">
            <Trans>Org chart</Trans>
          </span>
          <span className="max-sm:hidden">
            <Trans>View in org chart</Trans>
          </span>
        </Link>
      </div>
      {foldable ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => {
              setOpen(!open);
            }}
            className={`mt-1 inline-flex min-h-11 items-center text-sm font-medium text-blue-800 underline-offset-2 hover:underline sm:hidden dark:text-blue-300 ${FOCUS_RING}`}
          >
            {/* One inline run: as flex items of the button, the words would lose the space before the name. */}
            <span>
              {open ? (
                <Trans>
                  Less about <bdi>{shortName}</bdi>
                </Trans>
              ) : (
                <Trans>
                  More about <bdi>{shortName}</bdi>
                </Trans>
              )}
            </span>
          </button>
          <dl id={detailsId} className={`${open ? 'grid' : 'hidden'} mt-2 sm:mt-4 sm:grid ${FACTS_GRID}`}>
            <ReportingLine id={user.id} line={line} />
            <ProfileDetails facts={facts} />
          </dl>
        </>
      ) : null}
    </section>
  );
}
