import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { emulatorUploads } from '../../api/testing/emulator-uploads';
import { renderWithApp } from '../../components/testing/render';
import { draftKey, EMPTY_DRAFT, loadDraft, saveDraft } from '../../lib/drafts';
import { Composer } from './composer';
import {
  networkKeyOf,
  newestSent,
  ownerOf,
  seededPerson,
  stubDialogs,
  stubWidth,
  watchPosts,
} from './testing/seeded-composer';

const ALL = { kind: 'network', feed: { feed: 'all' } } as const;

let service: EmulatorService;
beforeEach(() => {
  localStorage.clear();
  service = emulatorService();
  stubDialogs();
  stubWidth(1280);
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the inline composer', () => {
  it('is one line until focused, opens with its tools, and posts only with text', async () => {
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    const text = await screen.findByRole('textbox', { name: 'What are you working on?' });
    expect(text).toHaveAttribute('placeholder', 'Start a conversation…');
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    expect(screen.queryByLabelText('Attach files')).toBeNull();
    await user.click(text);
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    for (const name of ['Add topics', 'Add a link'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByLabelText('Attach files')).toBeInTheDocument();
    expect(screen.getByLabelText('Post to')).toBeInTheDocument();
    await user.type(text, '   ');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.type(text, 'Hello');
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('collapses after a post, keeping the focus on its line', async () => {
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    const text = await screen.findByRole('textbox', { name: 'What are you working on?' });
    await user.type(text, 'Hello team');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Posted.');
    expect((await newestSent(service)).body.plain).toBe('Hello team');
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    expect(text).toHaveValue('');
    expect(text).toHaveFocus();
  });

  it('collapses when emptied and left, not while it holds something', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <Composer place={ALL} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const text = await screen.findByRole('textbox', { name: 'What are you working on?' });
    await user.type(text, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    });
  });

  it('opens at once with a stored draft', async () => {
    saveDraft(networkKeyOf(service), { ...EMPTY_DRAFT, body: 'Half a thought' });
    renderWithApp(<Composer place={ALL} />);
    expect(await screen.findByRole('textbox', { name: 'What are you working on?' })).toHaveValue(
      'Half a thought',
    );
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('opens and takes the focus on n', async () => {
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    const text = await screen.findByRole('textbox', { name: 'What are you working on?' });
    Element.prototype.scrollIntoView = () => undefined;
    await user.keyboard('n');
    expect(text).toHaveFocus();
    expect(text).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('shows a thumbnail of each picked image, and lets go of it when removed', async () => {
    const create = vi.fn(() => 'blob:thumb-1');
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    // Held in flight, so each file is still uploading (and can be cancelled) when the test looks.
    emulatorUploads(service).hold = true;
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    await user.click(await screen.findByRole('textbox', { name: 'What are you working on?' }));
    fireEvent.change(screen.getByLabelText('Attach files'), {
      target: {
        files: [
          new File(['png'], 'whiteboard.png', { type: 'image/png' }),
          new File(['x'], 'notes.txt', { type: 'text/plain' }),
        ],
      },
    });
    const thumb = await screen.findByRole('img', { name: 'whiteboard.png' });
    expect(thumb).toHaveAttribute('src', 'blob:thumb-1');
    expect(screen.queryByRole('img', { name: 'notes.txt' })).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel upload of whiteboard.png' }));
    expect(screen.queryByRole('img', { name: 'whiteboard.png' })).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:thumb-1');
  });
});

describe('the reply box', () => {
  it('is small and grows with its text', async () => {
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return 16 + 24 * Math.max(1, this.value.split('\n').length);
    });
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'thread', threadId: 5, replyTo: { id: 5 } }} />);
    const text = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(text).toHaveClass('min-h-10', 'max-h-[40vh]');
    await user.type(text, 'one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three');
    await waitFor(() => {
      expect(text.style.height).toBe(`${String(16 + 24 * 3)}px`);
    });
  });
});

describe('on a phone', () => {
  it('a floating button opens the composer as a sheet that keeps the draft and closes after a post', async () => {
    stubWidth(360);
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    const fab = await screen.findByRole('button', { name: 'New message' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(fab);
    const sheet = screen.getByRole('dialog', { name: 'New message' });
    const text = screen.getByRole('textbox', { name: 'What are you working on?' });
    await waitFor(() => {
      expect(text).toHaveFocus();
    });
    await user.type(text, 'From my phone');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(sheet).not.toHaveAttribute('open');
    await waitFor(() => {
      expect(fab).toHaveFocus();
    });
    await user.click(fab);
    expect(screen.getByRole('textbox', { name: 'What are you working on?' })).toHaveValue('From my phone');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      expect(sheet).not.toHaveAttribute('open');
    });
    expect((await newestSent(service)).body.plain).toBe('From my phone');
    expect(screen.getByRole('status')).toHaveTextContent('Posted.');
  });
});

describe('private messages', () => {
  it('a person’s page has a Message button, not an open composer', async () => {
    const bob = seededPerson(service, 'bob@example.com');
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'direct', userId: bob.id, name: bob.name }} />);
    await user.click(await screen.findByRole('button', { name: 'Message' }));
    expect(screen.getByRole('dialog', { name: 'Message Bob Barnes' })).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Private message to Bob Barnes' })).toBeVisible();
  });

  it('a new private message needs a person, chosen from the suggestions', async () => {
    const bob = seededPerson(service, 'bob@example.com');
    const posted = watchPosts(service);
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'private' }} />);
    await user.click(await screen.findByRole('button', { name: 'New private message' }));
    await user.type(screen.getByRole('textbox', { name: 'Private message' }), 'Lunch?');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'bo');
    await user.click(await screen.findByRole('option', { name: /Bob Barnes/ }, { timeout: 2000 }));
    expect(screen.getByRole('button', { name: 'Remove Bob Barnes' })).toBeVisible();
    await waitFor(() => {
      expect(loadDraft(draftKey(ownerOf(service), { kind: 'private' }))?.to).toEqual(bob);
    });
    await user.click(send);
    await screen.findByText('Sent privately.');
    const [sent] = await posted();
    expect(sent?.get('direct_to_id')).toBe(String(bob.id));
    expect(sent?.get('body')).toBe('Lunch?');
    expect(await newestSent(service)).toMatchObject({ body: { plain: 'Lunch?' }, direct_message: true });
  });
});
