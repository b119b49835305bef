import { within } from '@testing-library/react';

const ROLES = ['article', 'navigation', 'search', 'combobox', 'link', 'button', 'list', 'img', 'status'];

/**
 * What a reader meets in `root`, role by role in document order: each element's role, name (its label, else
 * its text, else an image's alt) and whether it is the current place. `leaveOut` drops what only one side
 * draws on purpose (a rich body's links, which the early page draws inert, without their targets).
 */
export function drawn(root: HTMLElement, leaveOut: (el: HTMLElement) => boolean = () => false): string[] {
  return ROLES.flatMap((role) =>
    within(root)
      .queryAllByRole(role)
      .filter((el) => !leaveOut(el))
      .map((el) => {
        const name = el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent;
        const current = el.hasAttribute('aria-current') ? ' (current)' : '';
        return `${role}: ${name.trim()}${current}`;
      }),
  );
}
