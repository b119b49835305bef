import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPaidVerifiedAdmin } from '../../lib/admin-rights';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Id } from '../../../contract/common';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { FOCUS_RING } from '../../components/button-classes';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { isolate } from '../../i18n/isolate';
import { ChainProgress, useWaitNote } from './chain-progress';
import { buildOrgTree, visibleNodes, type OrgNode } from './org-model';
import { OrgTree } from './org-tree';
import { PersonPicker } from './person-picker';
import { RelationshipEditor } from './relationship-editor';
import { useOrgData } from './use-org-data';
import { useTreeFocus, useTreeState } from './use-tree-state';

/**
 * Where a chart starts to render (once per person it is centred on): `npm run bench` times its first draw
 * from here, as the issue asks (the chart's own draw once its data is in the cache, router and all else
 * before it aside).
 */
export const ORG_CHART_START = 'commons:org-chart-start';
function markChartStart(): void {
  performance.clearMarks(ORG_CHART_START);
  performance.mark(ORG_CHART_START);
}

/**
 * What the live region says of the team the reader opened last (the tree itself announces nothing). Heard,
 * never seen: the names need no isolating.
 */
function openedNote(i18n: I18n, roots: readonly OrgNode[], key: string | null): string {
  const node = key === null ? undefined : visibleNodes(roots).find((n) => n.key === key);
  const name = node?.person?.full_name;
  if (!node || !name || node.expanded === false) return '';
  if (node.loading) return i18n._(msg`Loading the direct reports of ${name}…`);
  if (node.noReports) return i18n._(msg`${name} has no direct reports.`);
  const count = node.children[0]?.setsize ?? 0;
  return i18n._(
    msg`${plural(count, { one: '# direct report', other: '# direct reports' })} of ${name} shown.`,
  );
}

const personName = (roots: readonly OrgNode[], id: Id) =>
  visibleNodes(roots).find((n) => n.person?.id === id)?.person?.full_name;

const LINK = `inline-flex min-h-11 max-w-full items-center wrap-anywhere text-blue-800 underline-offset-2 hover:underline dark:text-blue-300 ${FOCUS_RING}`;

/** The chart of the person the address names; an address that names nobody says so and asks nothing. */
export function OrgChart({ userId }: { userId: number }) {
  const { t } = useLingui();
  if (Number.isSafeInteger(userId) && userId > 0) return <ChartOf userId={userId} />;
  return (
    <section aria-labelledby="org-chart-heading" className="px-4 pt-3 pb-8">
      <h1 id="org-chart-heading" className="text-xl font-semibold">
        <Trans>Org chart</Trans>
      </h1>
      <ErrorState
        title={t`This address names nobody.`}
        message={t`An org chart's address ends in a person's id.`}
      />
    </section>
  );
}

/** The line under the heading: where the chart stands for this person, or how to move through it. */
function AboutChart({
  name,
  own,
  situation,
}: {
  name: string;
  own: boolean;
  situation: 'alone' | 'top' | 'any';
}) {
  if (situation === 'any')
    return <Trans>Choose anyone to centre the chart on them; the arrow keys move through it.</Trans>;
  if (situation === 'alone')
    return own ? (
      <Trans>You have no manager, colleagues or direct reports in the org chart yet.</Trans>
    ) : (
      <Trans>
        <bdi>{name}</bdi> has no manager, colleagues or direct reports in the org chart yet.
      </Trans>
    );
  return own ? (
    <Trans>You have no manager in the org chart: the chart starts here.</Trans>
  ) : (
    <Trans>
      <bdi>{name}</bdi> has no manager in the org chart: the chart starts here.
    </Trans>
  );
}

/**
 * `/users/:id/org`: the person in the middle, their managers above up to the top, colleagues beside and
 * direct reports below, as a picture that is also an ARIA tree; editable where the service allows it.
 */
function ChartOf({ userId }: { userId: Id }) {
  useState(markChartStart);
  const { t, i18n } = useLingui();
  const headingId = useId();
  const aboutId = [headingId, 'about'].join('-');
  const navigate = useNavigate();
  const tree = useTreeState();
  const data = useOrgData(userId, [...tree.state.opened.values()]);
  const me = useQuery(userQueries.current()).data;
  const networks = useQuery(networkQueries.current()).data;
  const withWait = useWaitNote();
  const { centre, relationships } = data;
  const name = centre ? centre.full_name || centre.name : undefined;
  usePageTitle(name ? t`Org chart of ${name}` : t`Org chart`);

  const roots =
    centre && relationships
      ? buildOrgTree({
          centre,
          chain: data.chain,
          colleagues: relationships.colleagues,
          reportsOf: data.reportsOf,
          opened: new Set(tree.state.opened.keys()),
          closed: tree.state.closed,
          revealed: tree.state.revealed,
        })
      : [];
  const recentre = (id: Id) => {
    void navigate(hrefs.orgChart(id));
  };
  const focus = useTreeFocus({
    roots,
    homeKey: `c${String(userId)}`,
    ...tree,
    recentre,
  });

  const own = me?.id === userId;
  const canEdit = own || isPaidVerifiedAdmin(me, networks);
  const alone =
    relationships !== undefined &&
    relationships.superiors.length + relationships.subordinates.length + relationships.colleagues.length ===
      0;
  const failure = data.personError ?? data.relationshipsError;
  const notFound = failure instanceof ApiError && failure.kind === 'not-found';

  let body;
  if (notFound)
    body = (
      <ErrorState
        title={t`Nobody in this network has that id.`}
        message={t`Find the person by name above.`}
      />
    );
  else if (data.personError || data.relationshipsError)
    body = (
      <ErrorState
        title={t`The org chart could not be loaded.`}
        message={describeError(data.personError ?? data.relationshipsError)}
        onRetry={data.retry}
      />
    );
  else if (!centre || !relationships) body = <LoadingState label={withWait(t`Loading the org chart…`)} />;
  else
    body = (
      <>
        {data.chainComplete || data.chainError ? null : (
          <ChainProgress found={data.chain.length} name={name ?? ''} />
        )}
        {data.chainError ? (
          <ErrorState
            title={t`The managers further up could not be loaded.`}
            message={describeError(data.chainError)}
            onRetry={data.retry}
          />
        ) : null}
        {data.failedTeams.map(({ id, error }) => {
          const whose = personName(roots, id);
          const who = whose === undefined ? undefined : isolate(whose);
          return (
            <ErrorState
              key={id}
              title={
                whose
                  ? t`The direct reports of ${who} could not be loaded.`
                  : t`The direct reports of this person could not be loaded.`
              }
              message={describeError(error)}
              onRetry={data.retry}
            />
          );
        })}
        <p id={aboutId} className="mb-3 text-sm wrap-anywhere text-slate-600 dark:text-slate-300">
          <AboutChart
            name={name ?? ''}
            own={own}
            situation={alone ? 'alone' : data.chainComplete && data.chain.length === 0 ? 'top' : 'any'}
          />
          {alone && !own && me ? (
            <>
              {' '}
              <Link to={hrefs.orgChart(me.id)} className={LINK}>
                <Trans>Add yours to your own chart</Trans>
              </Link>
            </>
          ) : null}
        </p>
        <p role="status" className="sr-only">
          {openedNote(i18n, roots, tree.state.lastOpened)}
        </p>
        <div className="overflow-x-auto p-1">
          <OrgTree
            roots={roots}
            labelledBy={headingId}
            describedBy={aboutId}
            name={name ?? ''}
            handlers={focus}
            onKeyDown={focus.onKeyDown}
          />
        </div>
        {canEdit ? <RelationshipEditor owner={centre} relationships={relationships} own={own} /> : null}
      </>
    );

  return (
    <section aria-labelledby={headingId} className="px-4 pt-3 pb-8">
      <h1 id={headingId} className="text-xl font-semibold wrap-anywhere">
        {name ? (
          <Trans>
            Org chart of <bdi>{name}</bdi>
          </Trans>
        ) : (
          <Trans>Org chart</Trans>
        )}
      </h1>
      <div className="mt-1 mb-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <PersonPicker
          label={t`Find a person`}
          onPick={(p) => {
            recentre(p.id);
          }}
        />
        <Link to={hrefs.user(userId)} className={LINK}>
          {/* One inline run: as flex items of the link, the words would lose the space beside the name. */}
          <span>
            {own ? (
              <Trans>Your profile</Trans>
            ) : name ? (
              <Trans>
                <bdi>{name}</bdi>’s profile
              </Trans>
            ) : (
              <Trans>Profile</Trans>
            )}
          </span>
        </Link>
      </div>
      {body}
    </section>
  );
}
