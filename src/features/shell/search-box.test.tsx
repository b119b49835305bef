import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emulatorService } from '../../api/testing/emulator-service';
import { renderWithApp } from '../../components/testing/render';
import { SINGLE_KEY_SHORTCUTS, writePreference } from '../../lib/preferences';
import { SearchBox } from './search-box';

/** The requests the box sends to the emulator, as "path?query". */
function autocomplete() {
  const { requests } = emulatorService();
  return {
    asked: () => requests.map((request) => request.replace(/^GET /, '')),
  };
}

describe('SearchBox', () => {
  it('suggests people, groups and topics after a pause, in one request, and a suggestion opens its page', async () => {
    const { asked } = autocomplete();
    const { router } = renderWithApp(<SearchBox id="s" />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'de');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    // What the seeded demo network has for "de", seen by alice.
    expect(options.map((o) => o.textContent)).toEqual([
      'Elif DemirPerson · Internal Communications Lead',
      'Design GuildGroup',
      '#designTopic',
    ]);
    expect(asked()).toEqual([
      '/api/v1/autocomplete/ranked.json?prefix=de&models=user%3A5%2Cgroup%3A3%2Ctopic%3A3',
    ]);
    // No option is chosen until the arrows choose one: Enter alone would search.
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 's-option-0');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/users/36425097130');
    expect(box).toHaveValue('');
  });

  it('says which group suggested is private', async () => {
    autocomplete();
    renderWithApp(<SearchBox id="s" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'le');
    expect(
      await screen.findByRole('option', { name: /Leadership Team/ }, { timeout: 2000 }),
    ).toHaveTextContent('Leadership TeamPrivate group');
  });

  it('asks nothing for more words than the autocomplete reads, and explains a search beyond the limits', async () => {
    const { asked } = autocomplete();
    const { router } = renderWithApp(<SearchBox id="s" />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'one two three four five six' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked()).toEqual([]);
    fireEvent.change(box, { target: { value: 'w '.repeat(17) } });
    fireEvent.submit(box);
    expect(screen.getByRole('alert')).toHaveTextContent('at most 16 words');
    expect(box).toHaveAccessibleDescription(/at most 16 words/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('/ focuses the box while single-key shortcuts are on, never while typing elsewhere', async () => {
    autocomplete();
    renderWithApp(
      <>
        <textarea aria-label="Draft" />
        <SearchBox id="s" shortcut />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Search' });
    // jsdom lays nothing out: the box counts as shown here.
    box.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    await userEvent.click(screen.getByRole('textbox', { name: 'Draft' }));
    await userEvent.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('/');
    (document.activeElement as HTMLElement).blur();
    writePreference(SINGLE_KEY_SHORTCUTS, false);
    await userEvent.keyboard('/');
    expect(box).not.toHaveFocus();
    writePreference(SINGLE_KEY_SHORTCUTS, true);
    await userEvent.keyboard('/');
    await waitFor(() => {
      expect(box).toHaveFocus();
    });
    expect(box).toHaveValue('');
  });
});
