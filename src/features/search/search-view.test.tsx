import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../contract/social';
import { emulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { SearchView } from './search-view';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('SearchView', () => {
  it('speaks German: the heading, the tabs with their totals, the headings of All and the link into a tab', async () => {
    const service = emulatorService();
    service.intercept(async (request) => {
      if (!request.url.includes('/search.json')) return undefined;
      const results = (await (await service.emulator.app.fetch(request)).json()) as SearchResults;
      return json({ ...results, count: { ...results.count, users: 1000 } });
    });
    renderWithApp(<SearchView choice={{ q: 'ravi', tab: 'all', page: 1 }} box={null} />, {
      path: '/search?q=ravi',
    });
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Suche: ravi' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Ergebnistypen' });
    expect(await within(tabs).findByRole('link', { name: 'Personen 1000+' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    const people = screen.getByRole('region', { name: 'Personen' });
    expect(within(people).getByRole('link', { name: 'Alle 1000+ Personen' })).toBeInTheDocument();
  });

  it('says in Arabic why a query beyond the limits was not sent', async () => {
    emulatorService();
    const q = Array.from({ length: 17 }, (_, i) => `w${String(i)}`).join(' ');
    renderWithApp(<SearchView choice={{ q, tab: 'all', page: 1 }} box={null} />, { path: '/search' });
    await act(() => activateLocale('ar'));
    expect(screen.getByRole('alert')).toHaveTextContent('لم يُرسل هذا البحث');
    expect(screen.getByRole('alert')).toHaveTextContent('يقرأ البحث 16 كلمة على الأكثر؛ وهذا البحث فيه 17.');
  });
});
