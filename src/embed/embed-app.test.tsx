import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../components/testing/render';
import { TEST_CONFIG } from '../config/test-config';
import { activateLocale } from '../i18n/language-runtime';
import type { EmbedOptions } from '../lib/embed-protocol';
import { EmbedApp } from './embed-app';

const OPTIONS: EmbedOptions = {
  feed: 'all',
  header: false,
  footer: true,
  hideNetworkName: false,
  theme: 'auto',
  frameId: 'f1',
};

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('EmbedApp: languages', () => {
  it('invites the signed-out reader in English', () => {
    renderWithApp(<EmbedApp options={OPTIONS} />);
    expect(screen.getByRole('heading', { name: 'Join the conversation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('speaks Arabic once Arabic is active, the service’s name isolated in the sentence', async () => {
    renderWithApp(<EmbedApp options={OPTIONS} />);
    await act(() => activateLocale('ar'));
    expect(await screen.findByRole('heading', { name: 'انضم إلى المحادثة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByText(TEST_CONFIG.serviceName, { selector: 'bdi' })).toBeInTheDocument();
    expect(document.title).toBe('محادثة Commons');
  });
});
