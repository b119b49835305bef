import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import type { UserReference } from '../../../contract/references';
import { relationshipQueries } from '../../api/relationships/relationships-api';
import { InlineError } from '../../components/states';
import { formatNumber } from '../../i18n/formatters';
import { hrefs } from '../../config/paths';
import { Fact, FACT_LINK } from './profile-fact';

/** Beyond this many direct reports, the rest are counted and the org chart shows them all. */
const SHOWN_REPORTS = 8;

function People({ people }: { people: UserReference[] }) {
  return (
    <ul className="flex flex-wrap gap-x-3">
      {people.map((person) => (
        <li key={person.id}>
          <Link to={hrefs.user(person.id)} className={FACT_LINK}>
            {person.full_name || person.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Managers and direct reports (`relationships.json?user_id=`, cached and shared with the org chart). */
export function useReportingLine(id: Id) {
  return useQuery(relationshipQueries.of(id));
}

/**
 * The reporting line as facts of the profile: whom the person reports to and who reports to them. Nobody
 * on either side leaves that fact out; the org chart shows colleagues and the rest.
 */
export function ReportingLine({ id, line }: { id: Id; line: ReturnType<typeof useReportingLine> }) {
  const { t, i18n } = useLingui();
  if (line.isPending)
    return (
      <Fact label={t`Reporting line`}>
        <span role="status">
          <Trans>Loading…</Trans>
        </span>
      </Fact>
    );
  if (line.isError)
    return (
      <Fact label={t`Reporting line`}>
        <InlineError onRetry={() => void line.refetch()}>
          <Trans>Could not be loaded.</Trans>
        </InlineError>
      </Fact>
    );
  const { superiors, subordinates } = line.data;
  const more = subordinates.length - SHOWN_REPORTS;
  const reports = formatNumber(i18n.locale, subordinates.length);
  return (
    <>
      {superiors.length > 0 ? (
        <Fact label={t`Reports to`}>
          <People people={superiors} />
        </Fact>
      ) : null}
      {subordinates.length > 0 ? (
        <Fact label={t`Direct reports (${reports})`} span={subordinates.length > 2 ? 'two' : 'one'}>
          <People people={subordinates.slice(0, SHOWN_REPORTS)} />
          {more > 0 ? (
            <Link to={hrefs.orgChart(id)} className={FACT_LINK}>
              <Plural value={more} one="and # more in the org chart" other="and # more in the org chart" />
            </Link>
          ) : null}
        </Fact>
      ) : null}
    </>
  );
}

/** Whether the reporting line has anything to show (or is still on its way, or failed and can be retried). */
export function showsReportingLine(line: ReturnType<typeof useReportingLine>): boolean {
  if (!line.isSuccess) return true;
  return line.data.superiors.length + line.data.subordinates.length > 0;
}
