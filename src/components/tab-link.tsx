import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { TAB, TAB_COUNT, TAB_OFF, TAB_ON } from './tab-classes';

/** One tab that is a link (the tab is in the address): marked while current, with a count when there is one. */
export function TabLink({
  to,
  current,
  count,
  children,
}: {
  to: To;
  current: boolean;
  count?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`${TAB} ${current ? TAB_ON : TAB_OFF}`}
    >
      {children}
      {count !== undefined ? (
        <>
          {' '}
          <span className={TAB_COUNT}>{count}</span>
        </>
      ) : null}
    </Link>
  );
}
