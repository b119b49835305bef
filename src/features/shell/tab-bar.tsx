import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { Icon } from '../../components/icon';
import { PlaceBadge } from './place-badge';
import { badgeName, tabLinks } from './places';
import * as css from './shell-classes';

/** Below 1024 px: the places as a tab bar fixed at the bottom, each target at least 44 px square. */
export function TabBar({
  pathname,
  meId,
  unseenNotifications,
}: {
  pathname: string;
  meId: Id | undefined;
  unseenNotifications: number | undefined;
}) {
  return (
    <nav aria-label="Places" className={css.TAB_BAR}>
      <ul className={css.TAB_LIST}>
        {tabLinks({ pathname, meId, unseenNotifications }).map((tab) => (
          <li key={tab.key} className="flex flex-1">
            {'href' in tab ? (
              <Link
                to={tab.href}
                aria-current={tab.current}
                aria-label={badgeName(tab.short, tab.count)}
                className={css.TAB_LINK}
              >
                <Icon name={tab.icon} className={css.ICON} />
                {tab.short}
                <PlaceBadge count={tab.count} className={css.TAB_BADGE} />
              </Link>
            ) : (
              // Its address (the reader's own profile) is not known yet: the slot is kept, so nothing moves.
              <span aria-hidden="true" className={css.TAB}>
                <Icon name={tab.icon} className={css.ICON} />
                {tab.short}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
