import { NavLink } from 'react-router';
import { hrefs } from '../../config/paths';
import { NETWORK_FEEDS } from '../../lib/feed-source';
import { NAV, NAV_LINK, NAV_LIST } from './shell-classes';

/**
 * The main feeds as a row of links that scrolls sideways on a narrow screen; the current one carries
 * aria-current="page" (NavLink sets it). Links, so Tab reaches each and the URL names the feed.
 */
export function FeedNav() {
  return (
    <nav aria-label="Feeds" className={NAV}>
      <ul className={NAV_LIST}>
        {NETWORK_FEEDS.map(({ feed, title }) => (
          <li key={feed} className="shrink-0">
            <NavLink to={hrefs.feed({ feed })} end className={NAV_LINK}>
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
