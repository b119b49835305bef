import { Link } from 'react-router';
import { feedLinks, inboxLinks, showsFeedStrip, type NavLinkView } from './places';
import * as css from './shell-classes';

function Strip({ label, links, className }: { label: string; links: NavLinkView[]; className: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={css.STRIP_LIST}>
        {links.map((link) => (
          <li key={link.key} className="shrink-0">
            <Link to={link.href} aria-current={link.current} className={css.STRIP_LINK}>
              {link.short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On a phone, the feeds as a strip under the header (the sidebar lists them from 1024 px); on the inbox's
 * pages, at every width, its three feeds as tabs.
 */
export function FeedStrips({ pathname }: { pathname: string }) {
  const inbox = inboxLinks(pathname);
  return (
    <>
      {showsFeedStrip(pathname) ? (
        <Strip label="Feeds" links={feedLinks(pathname)} className={`${css.STRIP} lg:hidden`} />
      ) : null}
      {inbox ? <Strip label="Inbox" links={inbox} className={css.STRIP} /> : null}
    </>
  );
}
