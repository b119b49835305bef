import { useEffect } from 'react';

/**
 * The document's title: "<page> · <network> · Commons". Each page names itself (`usePageTitle`); the shell
 * names the network (`useTitleNetwork`); whichever arrives last completes the title.
 */
const parts = { page: '', network: '' };

export function composeTitle(page: string, network: string): string {
  // The product's name is a name: it is not translated, as the service's own is not.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a name and a separator
  return [page, network, 'Commons'].filter(Boolean).join(' · ');
}

function apply(): void {
  document.title = composeTitle(parts.page, parts.network);
}

/** Names the page while it is shown. `undefined` (the name is still loading) keeps the last one. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    parts.page = title;
    apply();
  }, [title]);
}

export function useTitleNetwork(name: string | undefined): void {
  useEffect(() => {
    parts.network = name ?? '';
    apply();
    return () => {
      parts.network = '';
    };
  }, [name]);
}
