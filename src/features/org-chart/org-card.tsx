import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { Spinner } from '../../components/spinner';
import { COLLEAGUES, type OrgNode } from './org-model';
import { nodeDomId, nodePartId } from './use-tree-state';

export interface CardHandlers {
  activeKey: string;
  onFocusNode: (key: string) => void;
  activate: (node: OrgNode) => void;
  toggle: (node: OrgNode) => void;
}

/** What a node is to the centred person, said to a screen reader after the job title. */
const RELATION: Record<Exclude<OrgNode['kind'], 'more'>, MessageDescriptor> = {
  manager: msg`manager in the chain above`,
  centre: msg`the person this chart is centred on`,
  colleague: msg`colleague`,
  report: msg`direct report`,
};

const CARD = `flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-lg border p-2 text-start shadow-sm ${FOCUS_RING}`;
const PLAIN =
  'min-h-14 border-slate-300 bg-white hover:border-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-blue-300';
const SIDE =
  'min-h-12 border-slate-300 bg-white py-1 hover:border-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-blue-300';
const CENTRE =
  'min-h-16 border-2 border-blue-700 bg-blue-50 dark:border-blue-300 dark:bg-blue-950 cursor-default';

/**
 * A chevron that points along the line (towards the inline end) and turns down when the node is open.
 * Right to left it is mirrored, and turns the other way to point down. Inline: it is drawn nowhere else.
 */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`size-5 transition-transform motion-reduce:transition-none rtl:-scale-x-100 ${open ? 'rotate-90 rtl:-rotate-90' : ''}`}
    >
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

/** A node's treeitem attributes; Enter reaches `activate` through the tree's keydown handler. */
function treeitemProps(node: OrgNode, { onFocusNode, activate }: CardHandlers) {
  return {
    id: nodeDomId(node.key),
    'aria-level': node.level,
    'aria-setsize': node.setsize,
    'aria-posinset': node.posinset,
    onFocus: () => {
      onFocusNode(node.key);
    },
    onClick: () => {
      activate(node);
    },
  } as const;
}

/**
 * One person of the chart: a treeitem (roving tabindex) that re-centres the chart when clicked or on
 * Enter. The chevron opens or closes their team for a pointer; the keyboard does it with the arrow keys.
 */
export function OrgCard({ node, handlers }: { node: OrgNode; handlers: CardHandlers }) {
  const { t, i18n } = useLingui();
  const person = node.person;
  if (!person) return null;
  const nameId = nodePartId(node.key, 'name');
  const aboutId = nodePartId(node.key, 'about');
  const centre = node.kind === 'centre';
  const side = node.kind === 'colleague';
  const name = person.full_name || person.name;
  const relation = node.kind === 'more' ? '' : i18n._(RELATION[node.kind]);
  const about = node.noReports ? t`${relation}, no direct reports` : relation;
  const onToggle = (event: MouseEvent) => {
    event.stopPropagation();
    handlers.toggle(node);
  };
  return (
    <div
      role="treeitem"
      // The chart's one selected node is the person it is centred on.
      aria-selected={node.kind === 'centre'}
      tabIndex={node.key === handlers.activeKey ? 0 : -1}
      {...treeitemProps(node, handlers)}
      aria-expanded={node.expanded}
      aria-busy={node.loading || undefined}
      aria-labelledby={nameId}
      aria-describedby={aboutId}
      className={`${CARD} ${centre ? CENTRE : side ? SIDE : PLAIN}`}
    >
      <Avatar
        name={name}
        template={person.mugshot_url_template}
        url={person.mugshot_url}
        size={centre ? 48 : side ? 32 : 40}
      />
      <span className="min-w-0 flex-1">
        {/* Cut to the card's width; the treeitem's name and the title still hold all of it. */}
        <span id={nameId} title={name} className="block truncate font-semibold">
          {name}
        </span>
        <span id={aboutId} className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
          {person.job_title ?? ''}
          <span className="sr-only">
            {person.job_title ? t({ message: `, ${about}`, comment: 'after a job title' }) : about}
          </span>
        </span>
        {node.noReports ? (
          <span aria-hidden="true" className="block text-xs text-slate-600 italic dark:text-slate-300">
            <Trans>No direct reports</Trans>
          </span>
        ) : null}
      </span>
      {node.loading ? <Spinner className="me-3 shrink-0" /> : null}
      {node.expanded === undefined || node.loading ? null : (
        // Pointer only, beside the arrow keys; a hidden span, so the treeitem holds no second tab stop.
        <span
          aria-hidden="true"
          title={node.expanded ? t`Hide direct reports` : t`Show direct reports`}
          onClick={onToggle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Chevron open={node.expanded} />
        </span>
      )}
    </div>
  );
}

/** "+N more": a treeitem that reveals the rest of a long team in place, by click or Enter. */
export function MoreCard({ node, handlers }: { node: OrgNode; handlers: CardHandlers }) {
  const count = node.more?.count ?? 0;
  return (
    <div
      role="treeitem"
      aria-selected={false}
      tabIndex={node.key === handlers.activeKey ? 0 : -1}
      {...treeitemProps(node, handlers)}
      className={`${CARD} ${PLAIN} min-h-14 justify-center font-semibold text-blue-800 dark:text-blue-300`}
    >
      <span aria-hidden="true">
        <Plural value={count} one="+# more" other="+# more" />
      </span>
      <span className="sr-only">
        {node.more?.reveals === COLLEAGUES ? (
          <Plural value={count} one="Show # more colleague" other="Show # more colleagues" />
        ) : (
          <Plural value={count} one="Show # more direct report" other="Show # more direct reports" />
        )}
      </span>
    </div>
  );
}
