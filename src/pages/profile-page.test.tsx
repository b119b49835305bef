import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../components/testing/render';
import { paths } from '../config/paths';
import { PERSON, profileService } from '../features/people/testing/profile-service';
import { ProfilePage } from './profile-page';

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path={paths.user} element={<ProfilePage />} />
      <Route path={paths.userTab} element={<ProfilePage />} />
    </Routes>,
    { path },
  );

describe('ProfilePage', () => {
  it('shows the person’s messages under the profile: one h1, the feed an h2, no composer on the page', async () => {
    profileService();
    renderAt(`/users/${String(PERSON.id)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilya Yakubovich' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages from Ilya Yakubovich yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the tab its address names', async () => {
    profileService();
    renderAt(`/users/${String(PERSON.id)}/groups`);
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });

  it('is Not found for a word that is no tab, and for an id that is no id', () => {
    profileService();
    const { unmount } = renderAt(`/users/${String(PERSON.id)}/likes`);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    unmount();
    renderAt('/users/alice');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
