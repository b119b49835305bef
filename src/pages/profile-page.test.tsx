import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../api/testing/emulator-service';
import { renderWithApp } from '../components/testing/render';
import { paths } from '../config/paths';
import { silentPerson } from '../features/people/testing/seeded-profile';
import { activateLocale } from '../i18n/language-runtime';
import { ProfilePage } from './profile-page';

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path={paths.user} element={<ProfilePage />} />
      <Route path={paths.userTab} element={<ProfilePage />} />
    </Routes>,
    { path },
  );

let service: EmulatorService;
/** A seeded person who has posted nothing yet. */
let PERSON: { id: number; name: string };
beforeEach(() => {
  service = emulatorService();
  PERSON = silentPerson(service);
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('ProfilePage', () => {
  it('names the person’s messages in German once the language switches to German', async () => {
    renderAt(`/users/${String(PERSON.id)}`);
    await screen.findByText(`No messages from \u2068${PERSON.name}\u2069 yet.`);
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 2, name: 'Nachrichten' })).toBeInTheDocument();
    expect(screen.getByText(`Noch keine Nachrichten von \u2068${PERSON.name}\u2069.`)).toBeInTheDocument();
  });

  it('shows the person’s messages under the profile: one h1, the feed an h2, no composer on the page', async () => {
    renderAt(`/users/${String(PERSON.id)}`);
    expect(await screen.findByRole('heading', { level: 1, name: PERSON.name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    // The name is isolated (U+2068 ... U+2069), as <bdi> would, inside a title that is only text.
    expect(await screen.findByText(`No messages from \u2068${PERSON.name}\u2069 yet.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      service.requests.some((r) => r.startsWith(`GET /api/v1/messages/from_user/${String(PERSON.id)}.json`)),
    ).toBe(true);
  });

  it('opens the tab its address names', async () => {
    // Bob, who is in several groups.
    const bob = service.emulator.repo.userByEmail('bob@example.com')?.id ?? 0;
    renderAt(`/users/${String(bob)}/groups`);
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });

  it('is Not found for a word that is no tab, and for an id that is no id', () => {
    const { unmount } = renderAt(`/users/${String(PERSON.id)}/likes`);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    unmount();
    renderAt('/users/alice');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
