import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../config/paths';
import { readPreference, SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';
import { isTyping } from '../../lib/typing';

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * `/` moves the focus to the search box while single-key shortcuts are on, never while typing: the page's own
 * box when it has one (the results page), else the sidebar's; on a phone, where neither shows, the search page.
 */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || !readPreference(SINGLE_KEY_SHORTCUTS)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const boxes = [
        ...document.querySelectorAll<HTMLElement>('main [data-search-box]'),
        ...document.querySelectorAll<HTMLElement>('[data-search-box]'),
      ];
      const box = boxes.find(shown);
      if (box) box.focus();
      else void navigate(hrefs.search());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate]);
}
