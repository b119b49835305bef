import { NavLink } from 'react-router';
import { hrefs } from '../../config/paths';
import { NETWORK_FEEDS } from '../../lib/feed-source';

const LINK =
  'block shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-400 dark:aria-[current=page]:text-slate-950';

/**
 * The main feeds as a row of links that scrolls sideways on a narrow screen; the current one carries
 * aria-current="page" (NavLink sets it). Links, so Tab reaches each and the URL names the feed.
 */
export function FeedNav() {
  return (
    <nav aria-label="Feeds" className="mx-auto max-w-3xl">
      <ul className="flex gap-1 overflow-x-auto px-2 py-1 [scrollbar-width:thin]">
        {NETWORK_FEEDS.map(({ feed, title }) => (
          <li key={feed} className="shrink-0">
            <NavLink to={hrefs.feed({ feed })} end className={LINK}>
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
