import { ACTION_ICON } from './message-classes';

/** A 24 x 24 stroked icon beside an action's label: decoration, the label names the action. */
export function ActionIcon({ path, filled = false }: { path: string; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={ACTION_ICON}
    >
      <path d={path} />
    </svg>
  );
}
