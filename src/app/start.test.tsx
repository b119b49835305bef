import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/language-runtime';
import { start } from './start';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en'));
  document.body.replaceChildren();
});

describe('start with a bad config.json', () => {
  it('says what is wrong in the reader’s language, with the field as written', async () => {
    // The reader's choice, which the app follows from its first render on.
    localStorage.setItem('commons.language', 'de');
    await act(() => activateLocale('de'));
    const root = document.body.appendChild(document.createElement('div'));
    act(() => {
      start(root, { ok: false, problem: { kind: 'missing', field: 'serviceBaseUrl' } });
    });
    expect(screen.getByRole('heading', { name: 'Commons kann nicht starten' })).toBeInTheDocument();
    // The sentence's code comes only now, with the later catalog.
    expect((await screen.findByText('serviceBaseUrl')).tagName).toBe('CODE');
    expect(screen.getByRole('alert')).toHaveTextContent('serviceBaseUrl fehlt.');
  });
});
