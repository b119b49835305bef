import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language-runtime';
import type { MessageOutboxEntry } from './outbox-instance';
import { outboxStateText, outboxWriteLabel } from './outbox-labels';
import { queuedEntry } from './outbox-test-world';
import type { OutboxWrite } from './write-kinds';

const followMalik: OutboxWrite = {
  kind: 'follow',
  target: 'user',
  id: 7,
  follow: true,
  name: 'Malik Farouk',
  was: false,
};
const entry = (over: Partial<MessageOutboxEntry>): MessageOutboxEntry => queuedEntry(followMalik, over);

afterEach(async () => {
  await activateLocale('en');
});

describe('the outbox’s words', () => {
  it('names each write and says where it is', () => {
    expect(outboxWriteLabel(entry({}))).toBe('Follow Malik Farouk');
    expect(outboxStateText(entry({ state: 'waiting-network' }))).toBe('Waiting for the network');
    expect(outboxStateText(entry({ state: 'failed', reason: 'body: is too long' }))).toBe(
      'Not sent: body: is too long',
    );
    expect(outboxStateText(entry({ state: 'retrying' }))).toBe(
      'The service had a problem. Trying again shortly.',
    );
  });

  it('says it in Arabic once the language is Arabic', async () => {
    await activateLocale('ar');
    expect(outboxWriteLabel(entry({}))).toBe('متابعة Malik Farouk');
    expect(outboxStateText(entry({ state: 'queued' }))).toBe('في انتظار الإرسال');
  });
});
