import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAutocomplete, normalizePrefix } from '../../api/search/autocomplete-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { MentionTextarea } from './mention-textarea';

const people = {
  user: [
    { type: 'user', id: 1, name: 'alice', full_name: 'Alice Andersen', job_title: 'PM', photo: '' },
    { type: 'user', id: 2, name: 'alina', full_name: 'Alina Berg', job_title: null, photo: '' },
  ],
};

function Harness({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <label htmlFor="body">Message</label>
      <MentionTextarea id="body" value={value} onChange={setValue} onSubmit={onSubmit} textareaRef={ref} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

const autocompleteCalls = (calls: unknown[][]) =>
  calls.filter(([input]) => String(input).includes('/autocomplete/'));

describe('MentionTextarea', () => {
  it('asks only after a half-second pause, caches each prefix, and picks with the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = fakeService(() => json(people));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithApp(<Harness />);
    // A textbox (a textarea may not be a combobox) that says it suggests and names its listbox.
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(box, 'Hi @a');
    await user.type(box, 'l');
    act(() => {
      vi.advanceTimersByTime(450);
    });
    expect(autocompleteCalls(fetchMock.mock.calls)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => {
      expect(autocompleteCalls(fetchMock.mock.calls)).toHaveLength(1);
    });
    const [input, init] = autocompleteCalls(fetchMock.mock.calls)[0] as [string, RequestInit];
    const url = new URL(input);
    expect(url.pathname).toBe('/api/v1/autocomplete/ranked.json');
    expect(url.searchParams.get('prefix')).toBe('al');
    expect(url.searchParams.get('models')).toBe('user:5');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');

    expect(await screen.findByRole('option', { name: /Alice Andersen/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /Alina Berg/ });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @alina ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    // The same prefix again: answered from the cache, no second request.
    await user.type(box, '@al');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(await screen.findByRole('option', { name: /Alice Andersen/ })).toBeInTheDocument();
    expect(autocompleteCalls(fetchMock.mock.calls)).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends with Ctrl+Enter', async () => {
    fakeService(() => json({}));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('autocomplete prefixes', () => {
  it('sends at most five words', async () => {
    const { urlOf } = fakeService(() => json({ user: [] }));
    await getAutocomplete('user', '  one two   three four five six seven ');
    expect(urlOf(0).searchParams.get('prefix')).toBe('one two three four five');
    expect(normalizePrefix('a  b')).toBe('a b');
  });
});
