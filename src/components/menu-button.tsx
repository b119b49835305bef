import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem =
  { key: string; label: string; to: string } | { key: string; label: string; onSelect: () => void };

export interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an avatar, an icon); the label names it. */
  children: ReactNode;
  items: readonly MenuItem[];
  buttonClassName: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

const MENU =
  'absolute top-full z-40 mt-1 flex min-w-48 flex-col rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const ITEM =
  'flex min-h-11 items-center px-4 text-start text-sm text-slate-900 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown opens the menu on its first item, ArrowUp on its
 * last; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click outside
 * closes it.
 */
export function MenuButton({ label, children, items, buttonClassName, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const firstFocus = useRef<'first' | 'last'>('first');

  const itemEls = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const els = itemEls();
    (firstFocus.current === 'first' ? els[0] : els.at(-1))?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const openOn = (which: 'first' | 'last') => {
    firstFocus.current = which;
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const els = itemEls();
    const at = els.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      els[(index + els.length) % els.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(els.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) close(false);
          else openOn('first');
        }}
        onKeyDown={onButtonKey}
        className={buttonClassName}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={onMenuKey}
          className={`${MENU} ${align === 'end' ? 'end-0' : 'start-0'}`}
        >
          {items.map((item) =>
            'to' in item ? (
              <Link
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                onClick={() => {
                  setOpen(false);
                }}
                className={ITEM}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={ITEM}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
