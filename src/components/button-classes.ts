export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  quiet: 'text-blue-800 underline-offset-2 hover:underline dark:text-blue-300',
};

/**
 * The one focus style: a ring outside the control, so it stays visible on filled (selected, primary) ones,
 * in a colour that stands out on the page in both schemes.
 */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-300';

/** A button's classes (no React here: the early paint draws the shell's buttons with them too). */
export function buttonClass(variant: ButtonVariant, extra = ''): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

/** A button in a row of actions that share one line on a phone (a profile's): 44 px tall, narrower sides. */
export const ROW_ACTION = 'max-sm:min-h-11 max-sm:px-3';
