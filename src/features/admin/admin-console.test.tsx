import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorService } from '../../api/testing/emulator-service';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { AdminConsole } from './admin-console';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function showConsole() {
  renderWithApp(<AdminConsole createForm={() => null} picker={() => null} />, { path: '/admin' });
}

describe('AdminConsole', () => {
  it('speaks German to a verified admin: the heading and its sections', async () => {
    emulatorService({ as: 'admin@example.com' });
    showConsole();
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Person suchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gesperrte Personen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Person anlegen' })).toBeInTheDocument();
  });

  it('tells anyone else in Arabic that the page is not theirs', async () => {
    emulatorService({ as: 'alice@example.com' });
    showConsole();
    await act(() => activateLocale('ar'));
    expect(
      await screen.findByText('هذه الصفحة مخصصة للمشرفين الموثَّقين في شبكة مدفوعة. وحسابك ليس منهم.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى موجزك' })).toHaveAttribute('href', '/');
  });
});
