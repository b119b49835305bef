import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ReactNode } from 'react';

export interface MenuChoice {
  /** Words, or words with a name isolated in them (`<bdi>`): a network's or a person's. */
  label: ReactNode;
  /** Keeps the item (and its focus) while its label changes; the label (when it is a string) otherwise. */
  key?: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface MenuButtonProps {
  items: readonly MenuChoice[];
  /** What the button shows; its text (visible or sr-only) names the button and the menu. */
  children: ReactNode;
  buttonClassName: string;
  /** Told each time the menu opens (a choice whose state is asked only then). */
  onOpen?: () => void;
}

// Never wider than the screen: a long label (a network's name) wraps instead of pushing the menu off it.
const MENU =
  'fixed inset-auto z-50 m-0 min-w-48 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const MENU_ITEM =
  'flex min-h-11 w-full items-center px-4 text-start wrap-anywhere text-sm text-slate-900 hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-disabled:opacity-60 sm:min-h-9 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800 dark:focus-visible:outline-blue-300';

/** Browsers with popovers put the menu in the top layer; the others (and jsdom) draw it fixed, in place. */
const POPOVER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * How far the menu's inline end sits from the viewport's: aligned with its button's inline end (the right edge
 * in a left-to-right page, the left edge in a right-to-left one), so it opens back across the button's row, and
 * pushed back in so that it keeps 8 px from both edges of the screen.
 */
export function inlineEndOffset(
  at: Pick<DOMRect, 'left' | 'right'>,
  menuWidth: number,
  viewportWidth: number,
  rtl: boolean,
): number {
  const aligned = rtl ? at.left : viewportWidth - at.right;
  return Math.max(8, Math.min(aligned, viewportWidth - menuWidth - 8));
}

/** Where the menu goes: under the button, end-aligned with it, flipped above it when the screen ends first. */
function place(menu: HTMLElement, button: HTMLElement) {
  const at = button.getBoundingClientRect();
  const height = menu.offsetHeight;
  const below = at.bottom + 4 + height <= window.innerHeight || at.top - 4 - height < 0;
  const rtl = getComputedStyle(button).direction === 'rtl';
  menu.style.top = `${String(below ? at.bottom + 4 : at.top - 4 - height)}px`;
  // A logical side: the menu's own direction (inherited from the page) tells the browser which edge is the end.
  menu.style.setProperty(
    'inset-inline-end',
    `${String(inlineEndOffset(at, menu.offsetWidth, document.documentElement.clientWidth, rtl))}px`,
  );
}

/**
 * A menu button (the APG menu button pattern), for a message's More menu and the account menu: Enter, Space or Down opens it on its
 * first item, Up on its last; Up, Down, Home and End move; Escape closes it and gives the button the focus
 * back; Tab closes it and moves on (its items are out of the Tab order, so Tab goes on from the button). The
 * menu is a popover in the top layer, placed at its button and following it as the page scrolls.
 */
export function MenuButton({ items, children, buttonClassName, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<'first' | 'last'>('first');
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const itemsOf = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !menu.current || !button.current) return;
    // The top layer: above every later message of a virtual list (each its own stacking context) and the header.
    if (POPOVER) menu.current.showPopover();
    place(menu.current, button.current);
    const list = itemsOf();
    (start === 'first' ? list[0] : list.at(-1))?.focus();
  }, [open, start]);

  useEffect(() => {
    if (!open) return;
    // A press outside closes the menu; when the page scrolls or resizes, it follows its button.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    const onScroll = () => {
      if (menu.current && button.current) place(menu.current, button.current);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    if (items.length === 0) return;
    setStart(where);
    setOpen(true);
    onOpen?.();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // Back on the button first, so the browser's own Tab moves on from there (the menu is gone by then).
      close(true);
    }
  };

  return (
    <>
      <button
        ref={button}
        id={open ? buttonId : undefined}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        onClick={() => {
          if (open) setOpen(false);
          else openAt('first');
        }}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          popover={POPOVER ? 'manual' : undefined}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={MENU}
        >
          {items.map((choice, index) => (
            <button
              key={choice.key ?? (typeof choice.label === 'string' ? choice.label : index)}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={choice.disabled ? true : undefined}
              className={MENU_ITEM}
              onClick={() => {
                if (choice.disabled) return;
                close(true);
                choice.onSelect();
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
