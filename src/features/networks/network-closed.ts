import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Network } from '../../../contract/networks';

export interface ClosedNetwork {
  title: string;
  reason: string;
}

/**
 * Why a network named in the address cannot be opened, in plain words: the person is suspended there, the
 * service refused its token, or they are in no network of that name (a link from someone else's network).
 * `hadToken`: tokens.json listed it, but its token was already refused on this page. Said in `i18n`'s language.
 */
export function whyClosed(
  i18n: I18n,
  permalink: string,
  hadToken: boolean,
  networks: Network[] | undefined,
): ClosedNetwork {
  const network = networks?.find((n) => n.permalink === permalink);
  const name = network?.name ?? permalink;
  if (network?.user_state === 'suspended') {
    return {
      title: i18n._(msg`${name} is closed to you`),
      reason: i18n._(
        msg`Your account in ${name} is suspended. An admin of ${name} can restore it; your other networks are not affected.`,
      ),
    };
  }
  if (hadToken) {
    return {
      title: i18n._(msg`${name} refused your sign-in`),
      reason: i18n._(
        msg`The service did not accept your access to ${name}, even after asking for it again. Your other networks are not affected; try again later or ask an admin of ${name}.`,
      ),
    };
  }
  return {
    title: i18n._(msg`You are not in ${name}`),
    reason: i18n._(
      msg`This address belongs to a network called “${name}”, and you are not a member of it. Links from another network open only for its members.`,
    ),
  };
}
