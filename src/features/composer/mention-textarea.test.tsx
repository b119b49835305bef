import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAutocomplete, normalizePrefix } from '../../api/search/autocomplete-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { renderWithApp } from '../../components/testing/render';
import { MentionTextarea } from './mention-textarea';

let service: EmulatorService;
beforeEach(() => {
  service = emulatorService();
});

/** Whom the emulator suggests for a prefix, best first: the names the list must show. */
async function suggested(prefix: string): Promise<{ name: string; full_name: string }[]> {
  const answer = await service.ask(`/api/v1/autocomplete/ranked.json?prefix=${prefix}&models=user:5`);
  return ((await answer.json()) as { user: { name: string; full_name: string }[] }).user;
}

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

const autocompleteCalls = () => service.requests.filter((request) => request.includes('/autocomplete/'));

describe('MentionTextarea', () => {
  it('asks only after a half-second pause, caches each prefix, and picks with the keyboard', async () => {
    const [first, second, ...others] = await suggested('ma');
    if (!first || !second) throw new Error('the seed suggests fewer than two people for "ma"');
    const accepts: (string | null)[] = [];
    service.intercept((request) => {
      if (request.url.includes('/autocomplete/')) accepts.push(request.headers.get('Accept'));
      return undefined;
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithApp(<Harness />);
    // A textbox (a textarea may not be a combobox) that says it suggests and names its listbox.
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(box, 'Hi @m');
    await user.type(box, 'a');
    act(() => {
      vi.advanceTimersByTime(450);
    });
    expect(autocompleteCalls()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => {
      expect(autocompleteCalls()).toHaveLength(1);
    });
    const url = new URL(`https://service.test${autocompleteCalls()[0]?.split(' ')[1] ?? ''}`);
    expect(url.pathname).toBe('/api/v1/autocomplete/ranked.json');
    expect(url.searchParams.get('prefix')).toBe('ma');
    expect(url.searchParams.get('models')).toBe('user:5');
    expect(accepts).toEqual(['application/json']);

    expect(await screen.findByRole('option', { name: new RegExp(first.full_name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('status')).toHaveTextContent(`${String(2 + others.length)} suggestions`);
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: new RegExp(second.full_name) });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(`Hi @${second.name} `);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    // The same prefix again: answered from the cache, no second request.
    await user.type(box, '@ma');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(await screen.findByRole('option', { name: new RegExp(first.full_name) })).toBeInTheDocument();
    expect(autocompleteCalls()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends with Ctrl+Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('autocomplete prefixes', () => {
  it('sends at most five words', async () => {
    await getAutocomplete('user', '  one two   three four five six seven ');
    const [request] = service.requests;
    expect(new URL(`https://service.test${request?.split(' ')[1] ?? ''}`).searchParams.get('prefix')).toBe(
      'one two three four five',
    );
    expect(normalizePrefix('a  b')).toBe('a b');
  });
});
