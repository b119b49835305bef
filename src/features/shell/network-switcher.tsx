import { plural, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { MenuButton, type MenuChoice } from '../../components/menu-button';
import { reactKit } from '../../components/react-kit';
import { useLanguage } from '../../components/use-language';
import { badgeText } from '../../lib/unseen-count';
import { headerNetworkName } from './frame-template';
import type { NetworkChoice } from './network-choices';
import * as css from './shell-classes';

/**
 * What a network's line says beside its name, for eyes and for screen readers alike. Read while rendering a
 * component that follows the language (useLanguage), so the catalog's words are the active language's.
 */
function stateOf(choice: NetworkChoice): { badge: string | null; spoken: string } {
  if (choice.suspended)
    return {
      badge: t({ message: 'Suspended', comment: 'a network, on a badge beside its name' }),
      spoken: t({ message: 'suspended', comment: 'a network, said after its name' }),
    };
  if (choice.current) return { badge: null, spoken: t`current network` };
  const unseen = choice.unseen;
  if (unseen === null) return { badge: null, spoken: '' };
  return {
    badge: badgeText(unseen),
    spoken: plural(unseen, { one: '# new message', other: '# new messages' }),
  };
}

/**
 * The sidebar's list of the person's networks, at its foot (it grows up into free space, so nothing above
 * moves when it arrives): each a link that loads that network's page, with its unseen messages.
 */
export function SidebarNetworks({ choices }: { choices: NetworkChoice[] }) {
  useLanguage();
  if (choices.length === 0) return null;
  return (
    <nav aria-labelledby="networks-heading">
      <h2 id="networks-heading" className={css.SIDE_HEADING}>
        <Trans>Networks</Trans>
      </h2>
      <ul className={css.SIDE_SECTION}>
        {choices.map((choice) => {
          const { badge, spoken } = stateOf(choice);
          const name = choice.name;
          return (
            <li key={choice.id}>
              <a
                href={choice.href}
                aria-current={choice.current ? 'true' : undefined}
                // One name, "Partners, 4 new messages": the count's badge is for the eye.
                aria-label={spoken ? t`${name}, ${spoken}` : undefined}
                className={css.SIDE_GROUP_LINK}
              >
                <bdi className="min-w-0 flex-1 truncate">{choice.name}</bdi>
                {badge ? (
                  <span aria-hidden="true" className={css.COUNT_BADGE}>
                    {badge}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below 1024 px the header's network name opens a menu of the networks (with one network, it is only a name). */
export function PhoneNetworkMenu({ choices, name }: { choices: NetworkChoice[]; name: string | undefined }) {
  useLanguage();
  if (choices.length === 0) return headerNetworkName(reactKit, name);
  const items: MenuChoice[] = choices.map((choice) => {
    const { spoken } = stateOf(choice);
    const network = choice.name;
    return {
      key: String(choice.id),
      label: spoken ? (
        <Trans>
          <bdi>{network}</bdi> ({spoken})
        </Trans>
      ) : (
        <bdi>{choice.name}</bdi>
      ),
      onSelect: () => {
        if (!choice.current) window.location.assign(choice.href);
      },
    };
  });
  const others = choices.filter((c) => !c.current).reduce((sum, c) => sum + (c.unseen ?? 0), 0);
  return (
    <div className="min-w-0 flex-1">
      <MenuButton items={items} buttonClassName={css.NETWORK_BUTTON}>
        <span className="truncate">
          <bdi>{name}</bdi>
          <span className="sr-only">
            {others > 0 ? (
              <Plural
                value={others}
                one=", switch network; # new message in your other networks"
                other=", switch network; # new messages in your other networks"
              />
            ) : (
              <Trans>, switch network</Trans>
            )}
          </span>
        </span>
        <span aria-hidden="true">▾</span>
        {/* A dot, not a number: the header's width goes to the network's name; the menu gives the counts. */}
        {others > 0 ? <span aria-hidden="true" className={css.NEWS_DOT} /> : null}
      </MenuButton>
    </div>
  );
}
