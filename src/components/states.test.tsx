import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/language-runtime';
import { PageLinks } from './page-links';
import { ErrorState, LoadingState } from './states';
import { renderWithApp } from './testing/render';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the shared states in other languages', () => {
  it('says loading, Retry and the pages in English, then in German once German is active', async () => {
    renderWithApp(
      <>
        <LoadingState />
        <ErrorState title="Boom" onRetry={() => undefined} />
        <PageLinks page={2} of={5} full searchFor={(page) => `?page=${String(page)}`} />
      </>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 5');
    await act(() => activateLocale('de'));
    expect(await screen.findByText('Wird geladen…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('Seite 2 von 5');
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeInTheDocument();
  });
});
