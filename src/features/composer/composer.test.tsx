import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../api/testing/fake-service';
import { messageQueries } from '../../api/messages/messages-api';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { draftKey, loadDraft, saveDraft, EMPTY_DRAFT } from '../../lib/drafts';
import { Composer } from './composer';
import { FakeXhr } from '../../api/testing/fake-xhr';
import { composerService, created, me, NETWORK_KEY, owner, sentForm } from './composer-testing';

const service = composerService;
const form = sentForm;

beforeEach(() => {
  localStorage.clear();
  FakeXhr.all = [];
});
afterEach(() => {
  localStorage.clear();
});

describe('Composer', () => {
  it('restores the draft of its place, not of another', async () => {
    saveDraft(NETWORK_KEY, { ...EMPTY_DRAFT, body: 'Network draft' });
    saveDraft(draftKey(owner, { kind: 'group', id: 7 }), { ...EMPTY_DRAFT, body: 'Group draft' });
    service();
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    expect(await screen.findByLabelText('What are you working on?')).toHaveValue('Network draft');
  });

  it('saves as the user types and posts with topics from #hashtags and chips', async () => {
    const { fetchMock } = service();
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'group', id: 7, name: 'Design' }} />);
    const text = await screen.findByLabelText('Message to Design');
    await user.type(text, 'Hello #launch');
    await user.type(screen.getByLabelText('Add a topic'), 'roadmap{Enter}');
    await waitFor(() => {
      expect(loadDraft(draftKey(owner, { kind: 'group', id: 7 }))?.body).toBe('Hello #launch');
    });
    expect(loadDraft(NETWORK_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Posted.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = form(post?.[1]);
    expect(sent.get('body')).toBe('Hello #launch');
    expect(sent.get('group_id')).toBe('7');
    expect(sent.get('topic1')).toBe('roadmap');
    expect(sent.get('topic2')).toBe('launch');
    expect(text).toHaveValue('');
    expect(loadDraft(draftKey(owner, { kind: 'group', id: 7 }))).toBeNull();
  });

  it('keeps the text and the draft when the post fails, and says why', async () => {
    service((url, init) =>
      url.pathname.endsWith('/messages.json') && init.method === 'POST'
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
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    const text = await screen.findByLabelText('What are you working on?');
    await user.type(text, 'Important words');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Please include a message');
    expect(screen.getByRole('alert')).toHaveTextContent('Your message is kept.');
    expect(text).toHaveValue('Important words');
    expect(loadDraft(NETWORK_KEY)?.body).toBe('Important words');
  });

  it('shows the message at once in the feed, then the service’s own', async () => {
    let release: (r: Response) => void = () => undefined;
    service((url, init) =>
      url.pathname.endsWith('/messages.json') && init.method === 'POST'
        ? (new Promise<Response>((resolve) => (release = resolve)) as unknown as Response)
        : undefined,
    );
    const client = freshQueryClient();
    const key = messageQueries.feed({ feed: 'all' }).queryKey;
    client.setQueryData(key, {
      pages: [{ messages: [], references: [], meta: {}, threaded_extended: {} }],
      pageParams: [undefined],
    });
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />, { client });
    await user.type(await screen.findByLabelText('What are you working on?'), 'Hello team');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      expect(client.getQueryData(key)?.pages[0]?.messages[0]?.client_type).toBe('commons:sending');
    });
    release(json(created, 201));
    await waitFor(() => {
      expect(client.getQueryData(key)?.pages[0]?.messages[0]?.id).toBe(900);
    });
    expect(client.getQueryData(key)?.pages[0]?.messages).toHaveLength(1);
  });

  it('uploads files with progress, cancels one, and sends the other as a pending attachment', async () => {
    const { fetchMock } = service();
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    await user.type(await screen.findByLabelText('What are you working on?'), 'Files');
    const input = screen.getByLabelText('Attach files');
    fireEvent.change(input, {
      target: { files: [new File(['a'.repeat(100)], 'a.txt'), new File(['b'.repeat(200)], 'b.txt')] },
    });
    await waitFor(() => {
      expect(FakeXhr.all).toHaveLength(2);
    });
    const [first, second] = FakeXhr.all;
    if (!first || !second) throw new Error('no uploads');
    expect(first.url).toBe('https://service.test/api/v1/pending_attachments.json');
    expect(first.headers.Authorization).toBe('Bearer test-token');
    expect(first.body).toBeInstanceOf(Blob);
    expect(first.headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=[-a-z0-9]+$/);
    act(() => {
      first.progress(50, 100);
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading a.txt' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.txt' }));
    expect(second.aborted).toBe(true);
    expect(screen.queryByText('b.txt')).toBeNull();
    act(() => {
      first.respond(201, { id: 555, type: 'file', name: 'a.txt' });
    });
    await screen.findByText('Uploaded');
    await waitFor(() => {
      expect(loadDraft(NETWORK_KEY)?.attachments).toEqual([
        { id: 555, name: 'a.txt', size: 100, contentType: '' },
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Posted.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(form(post?.[1]).get('pending_attachment1')).toBe('555');
    expect(form(post?.[1]).has('pending_attachment2')).toBe(false);
  });

  it('offers broadcast only to verified admins of paid networks, and says when the service refuses', async () => {
    const admin = { ...me, verified_admin: 'true' };
    const { fetchMock } = service((url, init) => {
      if (url.pathname.endsWith('/users/current.json')) return json(admin);
      if (url.pathname.endsWith('/networks/current.json'))
        return json([{ id: me.network_id, name: 'Corp', paid: true }]);
      if (url.pathname.endsWith('/messages.json') && init.method === 'POST')
        return json({ error: { message: 'Only verified admins of a paid network can broadcast.' } }, 403);
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    await user.type(await screen.findByLabelText('What are you working on?'), 'Office closed Friday');
    await user.click(await screen.findByLabelText(/Broadcast to everyone/));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: Only verified admins of a paid network can broadcast. Your message is kept.',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(form(post?.[1]).get('broadcast')).toBe('true');
  });

  it('offers no broadcast to others', async () => {
    service((url) =>
      url.pathname.endsWith('/networks/current.json')
        ? json([{ id: me.network_id, name: 'Corp', paid: true }])
        : undefined,
    );
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    await userEvent.setup().click(await screen.findByLabelText('What are you working on?'));
    await screen.findByLabelText('Post to');
    expect(screen.queryByLabelText(/Broadcast to everyone/)).toBeNull();
  });

  it('removing an uploaded file deletes the pending attachment', async () => {
    saveDraft(NETWORK_KEY, {
      ...EMPTY_DRAFT,
      body: 'x',
      attachments: [{ id: 77, name: 'old.pdf', size: 10 }],
    });
    const { fetchMock, urlOf } = service();
    const user = userEvent.setup();
    renderWithApp(<Composer place={{ kind: 'network', feed: { feed: 'all' } }} />);
    await user.click(await screen.findByRole('button', { name: 'Remove old.pdf' }));
    await waitFor(() => {
      const n = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
      expect(n).toBeGreaterThanOrEqual(0);
      expect(urlOf(n).pathname).toBe('/api/v1/pending_attachments/77.json');
    });
    await waitFor(() => {
      expect(loadDraft(NETWORK_KEY)?.attachments).toEqual([]);
    });
  });
});
