/** The composer's icons: decorative (aria-hidden), the buttons around them carry the names. */
const ICON = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-5 shrink-0',
} as const;

export function PencilIcon({ className }: { className?: string }) {
  return (
    <svg {...ICON} className={className ?? ICON.className}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

export function HashIcon() {
  return (
    <svg {...ICON}>
      <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />
    </svg>
  );
}

export function PaperclipIcon() {
  return (
    <svg {...ICON}>
      <path d="m21 11-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg {...ICON}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...ICON}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/** The compact square of an icon button: 44 px on phones, 40 px from `sm` up. */
export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 aria-expanded:bg-blue-50 aria-expanded:text-blue-800 sm:size-10 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-300 dark:aria-expanded:bg-blue-950 dark:aria-expanded:text-blue-200';
