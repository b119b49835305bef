import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../api/testing/service-kit';
import { messageQueries } from '../../api/messages/messages-api';
import { uploadPendingAttachment } from '../../api/messages/attachments-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { emulatorUploads } from '../../api/testing/emulator-uploads';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { draftKey, loadDraft, saveDraft, EMPTY_DRAFT } from '../../lib/drafts';
import { Composer } from './composer';
import { networkKeyOf, newestSent, ownerOf, watchPosts } from './testing/seeded-composer';
import { chooseLanguage } from '../../components/testing/language';

/** Leadership Team, a private group of the seeded network that alice (the reader) is in. */
const LEADERSHIP = 31158067006;
const ALL = { kind: 'network', feed: { feed: 'all' } } as const;

let service: EmulatorService;
beforeEach(() => {
  localStorage.clear();
  service = emulatorService();
});
afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('Composer in another language', () => {
  it('speaks German, keeps what is typed across the switch, and lets the words set their direction', async () => {
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'group', id: LEADERSHIP, name: 'Leadership Team' }} />);
    const text = await screen.findByLabelText('Message to Leadership Team');
    expect(text).toHaveAttribute('dir', 'auto');
    await user.type(text, 'مرحبا');
    await chooseLanguage('de');
    expect(screen.getByLabelText('Nachricht an Leadership Team')).toHaveValue('مرحبا');
    expect(screen.getByRole('button', { name: 'Posten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link hinzufügen' })).toBeInTheDocument();
  });
});

describe('Composer', () => {
  it('restores the draft of its place, not of another', async () => {
    saveDraft(networkKeyOf(service), { ...EMPTY_DRAFT, body: 'Network draft' });
    saveDraft(draftKey(ownerOf(service), { kind: 'group', id: LEADERSHIP }), {
      ...EMPTY_DRAFT,
      body: 'Group draft',
    });
    renderWithApp(<Composer place={ALL} />);
    expect(await screen.findByLabelText('What are you working on?')).toHaveValue('Network draft');
  });

  it('saves as the user types and posts with topics from #hashtags and chips', async () => {
    const posted = watchPosts(service);
    const groupKey = draftKey(ownerOf(service), { kind: 'group', id: LEADERSHIP });
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'group', id: LEADERSHIP, name: 'Leadership Team' }} />);
    const text = await screen.findByLabelText('Message to Leadership Team');
    await user.type(text, 'Hello #launch');
    await user.type(screen.getByLabelText('Add a topic'), 'roadmap{Enter}');
    await waitFor(() => {
      expect(loadDraft(groupKey)?.body).toBe('Hello #launch');
    });
    expect(loadDraft(networkKeyOf(service))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Posted.');
    const [sent] = await posted();
    expect(sent?.get('body')).toBe('Hello #launch');
    expect(sent?.get('group_id')).toBe(String(LEADERSHIP));
    expect(sent?.get('topic1')).toBe('roadmap');
    expect(sent?.get('topic2')).toBe('launch');
    expect(text).toHaveValue('');
    expect(loadDraft(groupKey)).toBeNull();
    // The emulator holds it in the group, with both topics.
    const newest = await newestSent(service);
    expect(newest).toMatchObject({ body: { plain: 'Hello #launch' }, group_id: LEADERSHIP });
    expect([...newest.topics].sort()).toEqual(['launch', 'roadmap']);
  });

  it('keeps the text and the draft when the post fails, and says why', async () => {
    service.intercept((request) =>
      request.method === 'POST' && request.url.endsWith('/messages.json')
        ? json(
            {
              error: {
                body: ['Please include a message'],
                code: 'body_blank',
                message: 'body: Please include a message',
              },
            },
            400,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    const text = await screen.findByLabelText('What are you working on?');
    await user.type(text, 'Important words');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Please include a message');
    expect(screen.getByRole('alert')).toHaveTextContent('Your message is kept.');
    expect(text).toHaveValue('Important words');
    expect(loadDraft(networkKeyOf(service))?.body).toBe('Important words');
  });

  it('shows the message at once in the feed, then the service’s own', async () => {
    // The post stalls in front of the emulator until the test lets it through.
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    service.intercept((request) =>
      request.method === 'POST' && request.url.endsWith('/messages.json')
        ? stalled.then(() => service.emulator.app.fetch(request))
        : undefined,
    );
    const client = freshQueryClient();
    const key = messageQueries.feed({ feed: 'all' }).queryKey;
    client.setQueryData(key, {
      pages: [{ messages: [], references: [], meta: {}, threaded_extended: {} }],
      pageParams: [undefined],
    });
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />, { client });
    await user.type(await screen.findByLabelText('What are you working on?'), 'Hello team');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      expect(client.getQueryData(key)?.pages[0]?.messages[0]?.client_type).toBe('commons:sending');
    });
    release();
    await screen.findByText('Posted.');
    const { id } = await newestSent(service);
    await waitFor(() => {
      expect(client.getQueryData(key)?.pages[0]?.messages[0]?.id).toBe(id);
    });
    expect(client.getQueryData(key)?.pages[0]?.messages).toHaveLength(1);
  });

  it('uploads files with progress, cancels one, and sends the other as a pending attachment', async () => {
    const uploads = emulatorUploads(service);
    uploads.hold = true;
    const posted = watchPosts(service);
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    await user.type(await screen.findByLabelText('What are you working on?'), 'Files');
    const input = screen.getByLabelText('Attach files');
    fireEvent.change(input, {
      target: { files: [new File(['a'.repeat(100)], 'a.txt'), new File(['b'.repeat(200)], 'b.txt')] },
    });
    await waitFor(() => {
      expect(uploads.all).toHaveLength(2);
    });
    const [first, second] = uploads.all;
    if (!first || !second) throw new Error('no uploads');
    expect(first.url).toBe('https://service.test/api/v1/pending_attachments.json');
    expect(first.headers.Authorization).toBe(`Bearer ${service.token}`);
    expect(first.headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=[-a-z0-9]+$/);
    act(() => {
      first.progress(50, 100);
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading a.txt' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.txt' }));
    expect(second.aborted).toBe(true);
    expect(screen.queryByText('b.txt')).toBeNull();
    await act(() => first.release());
    const { id } = first.answered() as { id: number };
    await screen.findByText('Uploaded');
    await waitFor(() => {
      expect(loadDraft(networkKeyOf(service))?.attachments).toEqual([
        { id, name: 'a.txt', size: 100, contentType: '' },
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Posted.');
    const [sent] = await posted();
    expect(sent?.get('pending_attachment1')).toBe(String(id));
    expect(sent?.has('pending_attachment2')).toBe(false);
    // Only a.txt reached the emulator, and it is on the message now.
    expect(service.requests.filter((r) => r.startsWith('POST /api/v1/pending'))).toHaveLength(1);
    expect((await newestSent(service)).attachments.map((a) => a.name)).toEqual(['a.txt']);
  });

  it('offers broadcast only to verified admins of paid networks, and says when the service refuses', async () => {
    service = emulatorService({ as: 'admin@example.com' });
    const posted = watchPosts(service);
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    await user.type(await screen.findByLabelText('What are you working on?'), 'Office closed Friday');
    await user.click(await screen.findByLabelText(/Broadcast to everyone/));
    // Ada stops being a verified admin while she writes: the emulator refuses the broadcast.
    service.emulator.db.prepare('UPDATE users SET verified_admin = 0 WHERE id = ?').run(service.userId);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: Only verified admins of a paid network can broadcast. Your message is kept.',
    );
    const [sent] = await posted();
    expect(sent?.get('broadcast')).toBe('true');
  });

  it('offers no broadcast to others', async () => {
    // Alice is no admin, in Example Corp, a paid network.
    renderWithApp(<Composer place={ALL} />);
    await userEvent.setup().click(await screen.findByLabelText('What are you working on?'));
    await screen.findByLabelText('Post to');
    expect(screen.queryByLabelText(/Broadcast to everyone/)).toBeNull();
  });

  it('removing an uploaded file deletes the pending attachment', async () => {
    emulatorUploads(service);
    const { id } = await uploadPendingAttachment(new File(['x'.repeat(10)], 'old.pdf'));
    saveDraft(networkKeyOf(service), {
      ...EMPTY_DRAFT,
      body: 'x',
      attachments: [{ id, name: 'old.pdf', size: 10 }],
    });
    const user = userEvent.setup();
    renderWithApp(<Composer place={ALL} />);
    await user.click(await screen.findByRole('button', { name: 'Remove old.pdf' }));
    await waitFor(() => {
      expect(service.requests).toContain(`DELETE /api/v1/pending_attachments/${String(id)}.json`);
    });
    await waitFor(() => {
      expect(loadDraft(networkKeyOf(service))?.attachments).toEqual([]);
    });
    expect(service.emulator.repo.attachmentById(id)).toBeUndefined();
  });
});
