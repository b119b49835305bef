import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { getToken, resetSessionFromStorage, setToken } from '../../auth/session';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { NetworkGate } from './network-gate';

/** Partners, the seeded community network that alice (the reader, signed in to Example Corp) is also in. */
const PARTNERS = 5897756602;

let service: EmulatorService;
beforeEach(() => {
  service = emulatorService();
});
afterEach(async () => {
  sessionStorage.clear();
  resetSessionFromStorage();
  await act(() => activateLocale('en'));
});

/** Alice signed in to Example Corp, on a page of Partners, with no Partners token in the tab yet. */
function openPartnersPage() {
  setToken(service.token);
  resetSessionFromStorage('partners');
}

/** Which network the emulator says a token is for. */
async function networkOf(token: string | null): Promise<number | undefined> {
  const answer = await service.emulator.app.request('https://service.test/api/v1/users/current.json', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return answer.ok ? ((await answer.json()) as { network_id: number }).network_id : undefined;
}

const down = () => json({ message: 'down' }, 503);

describe("another network's page without its token", () => {
  it('asks for the tokens with the sign-in token and takes the network in', async () => {
    openPartnersPage();
    const bearers: (string | null)[] = [];
    service.intercept((request) => {
      bearers.push(request.headers.get('Authorization'));
      return undefined;
    });
    renderWithApp(<NetworkGate network="partners" />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening partners');
    await expect.poll(() => networkOf(getToken())).toBe(PARTNERS);
    expect(service.requests[0]).toBe('GET /api/v1/oauth/tokens.json');
    expect(bearers[0]).toBe(`Bearer ${service.token}`);
  });

  it('says the person is suspended there when no token comes for it', async () => {
    service.emulator.repo.setMembershipState(PARTNERS, service.userId, 'suspended');
    openPartnersPage();
    renderWithApp(<NetworkGate network="partners" />);
    expect(await screen.findByRole('heading', { name: 'Partners is closed to you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home network' })).toHaveAttribute('href', '/');
    expect(getToken()).toBeNull();
  });

  it('says in Arabic why the network is closed, with the way home', async () => {
    service.emulator.repo.setMembershipState(PARTNERS, service.userId, 'suspended');
    openPartnersPage();
    renderWithApp(<NetworkGate network="partners" />);
    await act(() => activateLocale('ar'));
    expect(await screen.findByRole('heading', { name: 'Partners مغلقة أمامك' })).toBeInTheDocument();
    expect(screen.getByText(/^حسابك في Partners موقوف\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى شبكتك الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('offers Retry when the service cannot be reached', async () => {
    openPartnersPage();
    service.intercept(down);
    renderWithApp(<NetworkGate network="partners" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Network not opened');
  });

  it("keeps the app's frame around Network not opened, with Retry and the way back home", async () => {
    openPartnersPage();
    const recover = service.intercept(down);
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
    recover();
    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
    await expect.poll(() => networkOf(getToken())).toBe(PARTNERS);
  });
});
