import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../components/testing/render';
import { activateLocale } from '../i18n/language-runtime';
import { NotFoundPage } from './not-found-page';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('NotFoundPage', () => {
  it('says there is nothing here and links home', () => {
    renderWithApp(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to All conversations' })).toHaveAttribute('href', '/');
  });

  it('speaks Arabic at once when the language switches', async () => {
    renderWithApp(<NotFoundPage />);
    await act(() => activateLocale('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى كل المحادثات' })).toHaveAttribute('href', '/');
  });
});
