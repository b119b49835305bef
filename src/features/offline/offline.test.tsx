import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingState } from '../../components/states';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { OfflineBanner, savedTimeLabel } from './offline-banner';
import { acceptUpdate, registerServiceWorker, updateStore } from './service-worker';
import { UpdateOffer } from './update-offer';
import { chooseLanguage, followBrowserLanguage } from '../../components/testing/language';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await followBrowserLanguage();
});

describe('offline reading', () => {
  it('marks the page as offline with the time of the newest saved answer, and drops the mark online', () => {
    const client = freshQueryClient();
    const saved = new Date(2026, 10, 26, 9, 5).getTime();
    client.setQueryData(['users', 'current'], { id: 1 }, { updatedAt: saved });
    client.setQueryData(['users', 'detail', 2], { id: 2 }, { updatedAt: saved - 60_000 });
    renderWithApp(<OfflineBanner />, { client });
    expect(screen.queryByRole('region', { name: 'Offline' })).toBeNull();

    goOffline(true);
    expect(screen.getByRole('region', { name: 'Offline' })).toHaveTextContent(
      `You are offline — showing what was saved at ${savedTimeLabel(saved)}`,
    );
    goOffline(false);
    expect(screen.queryByRole('region', { name: 'Offline' })).toBeNull();
  });

  it('says it in German, with the time as German writes it', async () => {
    const client = freshQueryClient();
    const saved = new Date(2026, 10, 24, 9, 5).getTime();
    client.setQueryData(['users', 'current'], { id: 1 }, { updatedAt: saved });
    await chooseLanguage('de');
    renderWithApp(<OfflineBanner />, { client });
    goOffline(true);
    expect(screen.getByRole('region', { name: 'Offline' })).toHaveTextContent(
      'Sie sind offline – angezeigt wird der Stand von 24. Nov., 09:05',
    );
  });

  it('says the hour alone for today and the day too before', () => {
    const now = new Date(2026, 10, 26, 18, 0).getTime();
    expect(savedTimeLabel(new Date(2026, 10, 26, 9, 5).getTime(), now)).toMatch(/^\D*0?9\D05/);
    expect(savedTimeLabel(new Date(2026, 10, 24, 9, 5).getTime(), now)).toMatch(/24/);
  });

  it('says that what is still loading offline was not saved, instead of spinning', () => {
    renderWithApp(<LoadingState label="Loading profile…" />);
    expect(screen.getByText('Loading profile…')).toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText('You are offline, and this was not saved on this device.')).toBeInTheDocument();
    expect(screen.queryByText('Loading profile…')).toBeNull();
  });
});

describe('a new version', () => {
  it('is offered when its worker waits, and takes over only on Reload', async () => {
    const handlers = new Map<string, () => void>();
    const fake = {
      addEventListener: vi.fn((type: string, handler: () => void) => handlers.set(type, handler)),
      register: vi.fn(() => Promise.resolve(undefined)),
      messageSkipWaiting: vi.fn(),
      update: vi.fn(),
    };
    const Workbox = vi.fn(function FakeWorkbox() {
      return fake;
    });
    // A first visit: no worker controls the page yet, and config.json came from the network.
    const container = Object.assign(new EventTarget(), { controller: null });
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }),
    );
    const fetched = vi.fn<(url: string) => Promise<Response>>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetched);
    await registerServiceWorker(() =>
      Promise.resolve({ Workbox } as unknown as typeof import('workbox-window')),
    );
    // Once it takes control, config.json is asked again through it (its copy for a reload offline).
    expect(fetched).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetched).toHaveBeenCalledWith('/config.json');
    vi.unstubAllGlobals();

    renderWithApp(<UpdateOffer />);
    expect(screen.queryByRole('region', { name: 'New version' })).toBeNull();

    act(() => handlers.get('waiting')?.());
    expect(updateStore.getSnapshot()).toBe(true);
    const offer = await screen.findByRole('region', { name: 'New version' });
    expect(offer).toHaveTextContent('A new version is ready');
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(fake.messageSkipWaiting).toHaveBeenCalledOnce();

    // The page reloads once the new worker controls it, not before.
    const reload = vi.fn();
    acceptUpdate(reload);
    expect(reload).not.toHaveBeenCalled();
    handlers.get('controlling')?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});
