import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAuthReturn, resetAuthReturn } from '../../auth/auth-return';
import { savePendingSignIn } from '../../auth/pending-sign-in';
import { expireSession, getToken, resetSessionFromStorage, signOut } from '../../auth/session';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { AuthCallback } from './auth-callback';
import { SignInScreen } from './sign-in-screen';

function arrive(href: string) {
  const url = new URL(href);
  captureAuthReturn({
    location: { href: url.href, hash: url.hash, search: url.search, pathname: url.pathname },
    history: { state: null, replaceState: vi.fn() },
  } as unknown as Window);
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
  resetAuthReturn();
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('in another language', () => {
  it('asks to sign in in German, the service’s name isolated in the sentence', async () => {
    await act(() => activateLocale('de'));
    renderWithApp(<SignInScreen />);
    const button = screen.getByRole('button', { name: 'Mit Collaboration Network anmelden' });
    expect(button.querySelector('bdi')).toHaveTextContent('Collaboration Network');
    act(() => {
      expireSession();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Sitzung ist abgelaufen.');
  });

  it('tells why a sign-in did not complete in Arabic, and follows a switch back to English', async () => {
    arrive('http://localhost:5173/auth/callback#access_token=t&state=nobody-started-this');
    await act(() => activateLocale('ar'));
    renderWithApp(<AuthCallback />, { path: '/auth/callback' });
    expect(await screen.findByRole('heading', { name: 'لم يكتمل تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByText(/لم تأتِ استجابة تسجيل الدخول هذه/)).toBeInTheDocument();
    await act(() => activateLocale('en'));
    expect(screen.getByText(/did not come from a sign-in started in this tab/)).toBeInTheDocument();
  });
});

describe('SignInScreen', () => {
  it('has a heading and a sign-in button named after the service', () => {
    renderWithApp(<SignInScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Commons');
    expect(screen.getByRole('button', { name: 'Sign in with Collaboration Network' })).toBeEnabled();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('says the session expired after a 401', () => {
    renderWithApp(<SignInScreen />);
    act(() => {
      expireSession();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired');
    expect(screen.getByRole('status').className).toContain('bg-amber-50');
  });

  it('tells of a sign-out as a neutral notice, not a warning, and titles the page', () => {
    renderWithApp(<SignInScreen />);
    act(() => {
      signOut();
    });
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
    expect(screen.getByRole('status').className).not.toContain('amber');
    expect(document.title).toBe('Sign in · Commons');
  });
});

describe('AuthCallback', () => {
  it('shows a Deny plainly, with its description and a Try again button', async () => {
    savePendingSignIn({ state: 's1', returnTo: '/', method: 'implicit' });
    arrive(
      'http://localhost:5173/auth/callback?error=access_denied&error_description=The%20user%20denied%20the%20request.&state=s1',
    );
    renderWithApp(<AuthCallback />, { path: '/auth/callback' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user denied the request.');
    expect(alert).toHaveTextContent('access_denied');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('refuses a forged return and keeps no token', async () => {
    savePendingSignIn({ state: 'ours', returnTo: '/', method: 'implicit' });
    arrive('http://localhost:5173/auth/callback#access_token=stolen&state=not-ours');
    renderWithApp(<AuthCallback />, { path: '/auth/callback' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'did not come from a sign-in started in this tab',
    );
    expect(getToken()).toBeNull();
  });

  it('signs in and goes back to the saved route', async () => {
    savePendingSignIn({ state: 's2', returnTo: '/groups/3', method: 'implicit' });
    arrive('http://localhost:5173/auth/callback#access_token=good&state=s2');
    const { router } = renderWithApp(<AuthCallback />, { path: '/auth/callback' });
    expect(screen.getByRole('status')).toHaveTextContent('Finishing sign-in…');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/groups/3');
    });
    expect(getToken()).toBe('good');
  });
});
