import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { activateLocale } from '../../i18n/language-runtime';
import { SettingsDialog } from './settings-dialog';

fakeModalDialogs();

function openSettings() {
  const ref = createRef<HTMLDialogElement>();
  render(<SettingsDialog dialogRef={ref} />);
  act(() => {
    ref.current?.showModal();
  });
}

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('SettingsDialog', () => {
  it('offers every language named in itself, after following the browser', () => {
    openSettings();
    const language = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Automatic (browser)',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      '日本語',
      '简体中文',
      'العربية',
      'עברית',
    ]);
    expect(language).toHaveValue('auto');
    expect(screen.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('speaks German as soon as German is chosen, and keeps the choice', async () => {
    openSettings();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('checkbox', { name: /^Tastenkürzel mit einer Taste/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('commons.language')).toBe('de');
  });

  it('turns the page right to left for Arabic, and back for the browser’s English', async () => {
    openSettings();
    const language = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(language, 'ar');
    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.selectOptions(language, 'auto');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('opens as it mounts when the reader asked before its code was in', () => {
    const ref = createRef<HTMLDialogElement>();
    const { unmount } = render(<SettingsDialog dialogRef={ref} openAtOnce />);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(ref.current?.open).toBe(true);
    unmount();
    render(<SettingsDialog dialogRef={ref} />);
    expect(ref.current?.open).toBe(false);
  });
});
