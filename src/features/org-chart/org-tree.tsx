import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatNumber } from '../../i18n/formatters';
import { MoreCard, OrgCard, type CardHandlers } from './org-card';
import type { OrgNode } from './org-model';

/** The lines of the picture: decorative, drawn with borders, centred under the avatars (p-2 + 20 px). */
const LINE_DOWN = 'ms-[1.6875rem] h-5 w-0.5 bg-slate-300 dark:bg-slate-600';
const LABEL =
  'mb-1 wrap-anywhere text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';

const NARROW_COLUMNS = 'grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))]';
const WIDE_COLUMNS = 'grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))]';

function Node({ node, handlers }: { node: OrgNode; handlers: CardHandlers }) {
  return node.kind === 'more' ? (
    <MoreCard node={node} handlers={handlers} />
  ) : (
    <OrgCard node={node} handlers={handlers} />
  );
}

/** A person and, once opened, their team below them on a line: the same at every depth under the centre. */
function Branch({ node, handlers }: { node: OrgNode; handlers: CardHandlers }) {
  return (
    <div className="min-w-0">
      <Node node={node} handlers={handlers} />
      {node.expanded === true && node.children.length > 0 ? (
        <div className="ms-[1.6875rem] flex flex-col gap-2 border-s-2 border-slate-300 ps-3 pt-2 dark:border-slate-600">
          {node.children.map((child) => (
            <Branch key={child.key} node={child} handlers={handlers} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A row of people that wraps: the centred person's direct reports, or their colleagues. */
function People({
  label,
  nodes,
  handlers,
  narrow = false,
}: {
  label: ReactNode;
  nodes: OrgNode[];
  handlers: CardHandlers;
  /** Smaller cards, two abreast in the column beside the centred person. */
  narrow?: boolean;
}) {
  const columns = narrow ? NARROW_COLUMNS : WIDE_COLUMNS;
  return (
    <>
      <p aria-hidden="true" className={LABEL}>
        {label}
      </p>
      <div className={`grid ${columns} items-start gap-2`}>
        {nodes.map((child) => (
          <Branch key={child.key} node={child} handlers={handlers} />
        ))}
      </div>
    </>
  );
}

/** The managers from the top down to the one above the centred person, each on a line to the next. */
function Chain({ node, handlers, children }: { node: OrgNode; handlers: CardHandlers; children: ReactNode }) {
  if (node.kind !== 'manager') return <>{children}</>;
  return (
    <>
      <div className="w-full sm:w-80">
        <OrgCard node={node} handlers={handlers} />
      </div>
      {node.expanded === true ? (
        <>
          <div aria-hidden="true" className={LINE_DOWN} />
          {children}
        </>
      ) : null}
    </>
  );
}

export interface OrgTreeProps {
  roots: OrgNode[];
  labelledBy: string;
  describedBy: string;
  handlers: CardHandlers;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The centred person's name, for the labels of the picture. */
  name: string;
}

/**
 * The chart, drawn as a picture and exposed as an APG tree with flat treeitems (aria-level, setsize,
 * posinset): the DOM follows the tree's order (the chain, the centred person, their reports, then their
 * colleagues) and CSS grid places the colleagues beside the centred person from 640 px on. Below that the
 * picture stacks: chain, person, reports, colleagues.
 */
export function OrgTree({ roots, labelledBy, describedBy, handlers, onKeyDown, name }: OrgTreeProps) {
  const { i18n } = useLingui();
  let level = roots;
  const managers: OrgNode[] = [];
  while (level.length === 1 && level[0]?.kind === 'manager') {
    managers.push(level[0]);
    level = level[0].expanded === true ? level[0].children : [];
  }
  const centre = level.find((n) => n.kind === 'centre');
  // Beside the centred person: their colleagues (and the colleagues' "+N more").
  const colleagues = level.filter((n) => n.kind !== 'centre');
  const reports = centre?.expanded === true ? centre.children : [];
  const reportCount = formatNumber(i18n.locale, reports[0]?.setsize ?? 0);
  const colleagueCount = formatNumber(i18n.locale, colleagues[0]?.setsize ? colleagues[0].setsize - 1 : 0);
  const drawn = (
    // Columns that may shrink below their content: an auto column grows to a long name's whole width.
    <div className="grid w-full grid-cols-[minmax(0,1fr)] items-start gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      {centre ? (
        <div className="flex flex-col self-stretch sm:col-start-1 sm:row-start-1">
          <OrgCard node={centre} handlers={handlers} />
          {reports.length > 0 ? <div aria-hidden="true" className={`${LINE_DOWN} min-h-5 flex-1`} /> : null}
        </div>
      ) : null}
      {reports.length > 0 ? (
        <div className="rounded-xl border border-slate-200 p-2 sm:col-span-2 sm:row-start-2 dark:border-slate-700">
          <People
            label={
              <Trans>
                Direct reports of <bdi>{name}</bdi> · {reportCount}
              </Trans>
            }
            nodes={reports}
            handlers={handlers}
          />
        </div>
      ) : null}
      {colleagues.length > 0 ? (
        <div className="border-slate-300 sm:col-start-2 sm:row-start-1 sm:border-s-2 sm:border-dashed sm:ps-4 dark:border-slate-600">
          <People
            label={<Trans>Colleagues · {colleagueCount}</Trans>}
            nodes={colleagues}
            handlers={handlers}
          />
        </div>
      ) : null}
    </div>
  );
  const chained = managers.reduceRight<ReactNode>(
    (inner, manager) => (
      <Chain key={manager.key} node={manager} handlers={handlers}>
        {inner}
      </Chain>
    ),
    drawn,
  );
  return (
    // Focus lives on one treeitem at a time (the roving tabindex of the APG tree), not on the tree.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tree"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className="flex flex-col items-start"
    >
      {chained}
    </div>
  );
}
