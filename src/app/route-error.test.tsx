import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/language-runtime';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('a part of the page failed');
}

function renderBrokenRoute() {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  await act(() => activateLocale('en'));
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('says the page could not be shown, offers Reload, and follows a switch to German', async () => {
    // React and the router report the thrown error on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBrokenRoute();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error stopped this part of the page.');
    await act(() => activateLocale('de'));
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Seite konnte nicht angezeigt werden.');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});
