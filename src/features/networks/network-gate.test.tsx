import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeService, json } from '../../api/testing/fake-service';
import { getToken, resetSessionFromStorage, setToken } from '../../auth/session';
import { renderWithApp } from '../../components/testing/render';
import { NetworkGate } from './network-gate';

const token = (permalink: string, value: string) => ({
  token: value,
  network_id: permalink === 'partners' ? 2 : 1,
  network_permalink: permalink,
});

afterEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
});

function openPartnersPage() {
  setToken('sign-in');
  resetSessionFromStorage('partners');
}

describe("another network's page without its token", () => {
  it('asks for the tokens with the sign-in token and takes the network in', async () => {
    openPartnersPage();
    const { fetchMock } = fakeService(
      (url) =>
        url.pathname.endsWith('/oauth/tokens.json')
          ? json([token('example.com', 'sign-in'), token('partners', 'p-1')])
          : json({}, 404),
      { token: null },
    );
    renderWithApp(<NetworkGate network="partners" />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening partners');
    await expect.poll(() => getToken()).toBe('p-1');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer sign-in');
  });

  it('says the person is suspended there when no token comes for it', async () => {
    openPartnersPage();
    fakeService(
      (url) =>
        url.pathname.endsWith('/oauth/tokens.json')
          ? json([token('example.com', 'sign-in')])
          : json([
              { id: 1, name: 'Example Corp', permalink: 'example.com' },
              { id: 2, name: 'Partners', permalink: 'partners', user_state: 'suspended' },
            ]),
      { token: null },
    );
    renderWithApp(<NetworkGate network="partners" />);
    expect(await screen.findByRole('heading', { name: 'Partners is closed to you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home network' })).toHaveAttribute('href', '/');
    expect(getToken()).toBeNull();
  });

  it('offers Retry when the service cannot be reached', async () => {
    openPartnersPage();
    fakeService(() => json({ message: 'down' }, 503), { token: null });
    renderWithApp(<NetworkGate network="partners" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Network not opened');
  });

  it("keeps the app's frame around Network not opened, with Retry and the way back home", async () => {
    openPartnersPage();
    let down = true;
    fakeService(
      (url) =>
        down
          ? json({ message: 'down' }, 503)
          : url.pathname.endsWith('/oauth/tokens.json')
            ? json([token('example.com', 'sign-in'), token('partners', 'p-1')])
            : json({}, 404),
      { token: null },
    );
    renderWithApp(
      <NetworkGate
        network="partners"
        frame={(page) => (
          <div>
            <nav aria-label="Places" />
            <main id="main">{page}</main>
          </div>
        )}
      />,
    );
    // The frame is there once the failure is: the page's main holds the failure.
    expect(await screen.findByRole('navigation', { name: 'Places' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Network not opened');
    expect(within(main).getByRole('alert')).toHaveTextContent('The service did not open partners for you.');
    expect(within(main).getByRole('link', { name: 'Go to your home network' })).toHaveAttribute('href', '/');
    down = false;
    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
    await expect.poll(() => getToken()).toBe('p-1');
  });
});
