import { act, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { userQueries } from '../../api/users/users-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { Sidebar } from './sidebar';

// The seeded demo network's topics that alice, the reader, follows.
const PLANNING = 12345600003;
const OKR = 12345600004;

/** The sidebar as the shell draws it: with the reader of the cache. */
function ShellSidebar() {
  const reader = useQuery(userQueries.current()).data;
  return (
    <Sidebar
      pathname={`/topics/${String(PLANNING)}`}
      me={reader}
      admin={false}
      networkName="Net"
      unseenNotifications={undefined}
      onSettings={() => undefined}
      onSignOut={() => undefined}
    />
  );
}

function setup(as?: string) {
  const service = emulatorService({ as });
  const client = freshQueryClient();
  renderWithApp(<ShellSidebar />, { client });
  return { client, requests: service.requests };
}

describe('Sidebar: My topics', () => {
  it("lists the topics of the reader's users/current (asked with them), the current one marked", async () => {
    // Alice follows people and threads too: only the topics are listed.
    const { requests } = setup();
    const list = await screen.findByRole('list', { name: 'My topics' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['#planning', '#okr']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', `/topics/${String(OKR)}`);
    expect(requests.filter((r) => r.includes('/users/current.json'))).toEqual([
      'GET /api/v1/users/current.json?include_followed_tags=true',
    ]);
  });

  it('draws nothing while the reader follows no topic; an edit of the cache shows at once, unasked', async () => {
    // Aisha Bello follows no topic.
    const { client, requests } = setup('aisha.bello@example.com');
    await screen.findByText('Aisha Bello');
    expect(screen.queryByRole('heading', { name: 'My topics' })).not.toBeInTheDocument();
    const asked = requests.length;
    act(() => {
      client.setQueryData(userQueries.current().queryKey, (reader) =>
        reader ? { ...reader, subscriptions: [{ type: 'topic', id: OKR, name: 'okr' }] } : reader,
      );
    });
    const list = await screen.findByRole('list', { name: 'My topics' });
    expect(within(list).getByRole('link', { name: '#okr' })).toBeInTheDocument();
    expect(requests).toHaveLength(asked);
  });
});

describe('Sidebar: languages', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('names its places and sections in German once German is active, names of topics isolated', async () => {
    setup();
    await screen.findByRole('list', { name: 'My topics' });
    await act(() => activateLocale('de'));
    expect(await screen.findByRole('heading', { name: 'Meine Themen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gruppen' })).toBeInTheDocument();
    // A topic's name keeps its own direction beside the interface's words.
    expect(screen.getByRole('link', { name: '#okr' }).querySelector('bdi')).toHaveTextContent('#okr');
  });
});
