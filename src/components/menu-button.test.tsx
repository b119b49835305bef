import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inlineEndOffset, MenuButton } from './menu-button';
import { renderWithApp } from './testing/render';

function setup() {
  const chosen = vi.fn<(label: string) => void>();
  const items = ['Copy link', 'Email me a copy', 'Delete'].map((label) => ({
    label,
    onSelect: () => {
      chosen(label);
    },
  }));
  renderWithApp(
    <>
      <MenuButton items={items} buttonClassName="">
        <span className="sr-only">More</span>
      </MenuButton>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More' });
  return { chosen, button, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton (the APG menu button)', () => {
  it('opens on Enter with the first item focused; arrows, Home and End move; Escape gives the button back', async () => {
    const { button, user } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    await waitFor(() => {
      expect(item('Copy link')).toHaveFocus();
    });
    await user.keyboard('{ArrowDown}');
    expect(item('Email me a copy')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Copy link')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Copy link')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on Space and on Down at the first item, on Up at the last', async () => {
    const { button, user } = setup();
    button.focus();
    await user.keyboard(' ');
    await waitFor(() => {
      expect(item('Copy link')).toHaveFocus();
    });
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => {
      expect(item('Delete')).toHaveFocus();
    });
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(item('Copy link')).toHaveFocus();
    });
  });

  it('runs the chosen item, closing first and giving the button the focus back', async () => {
    const { button, user, chosen } = setup();
    await user.click(button);
    await user.click(item('Email me a copy'));
    expect(chosen).toHaveBeenCalledWith('Email me a copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Tab, which moves on past the button, and on a press outside', async () => {
    const { button, user } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(item('Copy link')).toHaveFocus();
    });
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("places the menu at its button's inline end: the right edge in English, the left in Arabic, on screen", () => {
    const button = { left: 300, right: 344 };
    // 360 px wide: flush with the button's right edge, 16 px from the screen's.
    expect(inlineEndOffset(button, 192, 360, false)).toBe(16);
    // Right to left, the same button's end is its left edge: 300 px from the screen's left, but a 192 px menu
    // would run off the right side, so it keeps 8 px from it.
    expect(inlineEndOffset(button, 192, 360, true)).toBe(160);
    expect(inlineEndOffset({ left: 16, right: 60 }, 192, 360, true)).toBe(16);
    // A menu wider than the screen less its margins keeps the 8 px at its end.
    expect(inlineEndOffset({ left: 16, right: 60 }, 400, 360, false)).toBe(8);
  });
});
