import { createContext, use, useCallback, type ReactNode } from 'react';
import { Link, useHref, type LinkProps } from 'react-router';

/**
 * Where the message UI's links open. In the app they navigate within it; inside an embed frame on an intranet
 * page (src/embed) every link opens the full app in a new tab instead (its address is the app's own, on the
 * frame's origin and with the network's prefix), never inside the small frame.
 */
const NewTabContext = createContext(false);

export function AppLinksInNewTab({ children }: { children: ReactNode }) {
  return <NewTabContext value={true}>{children}</NewTabContext>;
}

/** Whether the links of this message UI open the full app in a new tab (inside an embed). */
export function useAppLinksInNewTab(): boolean {
  return use(NewTabContext);
}

/** A link into the app: the router's Link, or (inside an embed) the same address in a new tab. */
export function AppLink(props: LinkProps) {
  const newTab = use(NewTabContext);
  if (!newTab) return <Link {...props} />;
  return <Link {...props} replace={false} reloadDocument target="_blank" rel="noopener" />;
}

/** window.open's target for a new browsing context. */
const NEW_TAB = '_blank';

/** Opens an app path in a new tab (the embed's whole-card click and in-app links of rich bodies). */
export function useOpenInNewTab(): (to: string) => void {
  const base = useHref('/').replace(/\/$/, '');
  return useCallback(
    (to: string) => {
      window.open(new URL(`${base}${to}`, window.location.origin).href, NEW_TAB, 'noopener');
    },
    [base],
  );
}
