import { describe, expect, it } from 'vitest';
import { readFeedEnvelope } from '../../contract/guards';
import { readFixture } from '../api/testing/fixtures';
import { earlyEntry } from '../boot/early-paint/early-message';
import { drawn } from '../components/testing/drawn';
import { BODY_RICH } from '../components/message/message-classes';
import { makeMessage, testReferences } from '../components/message/test-data';
import { renderWithApp } from '../components/testing/render';
import { FeedEntryView } from '../features/feed/feed-entry';
import { buildEntries } from '../lib/feed-entries';
import { indexReferences } from '../lib/references';
import { FeedMessageActions } from '../pages/message-slots';

/*
 * The card has one source (components/message/*-template.ts), built by React and by the early paint: this
 * only checks that both builders draw the same sample cards, as a reader meets them.
 */

/** A rich body's links are drawn inert by the early page (no targets until the sanitizer has run). */
const inRichBody = (el: HTMLElement) => el.closest(`[class="${BODY_RICH}"]`) !== null;

describe('the early paint and the app', () => {
  it('draw the same cards: the recorded feed (rich bodies, mentions, images, topics) and a file', () => {
    const feed = readFeedEnvelope(readFixture('messages-feed.json'));
    const file = makeMessage({
      id: 9_000_001,
      body: { plain: 'Plan', parsed: 'Plan for [[user:2]]' },
      attachments: [
        {
          id: 5,
          type: 'file',
          name: 'plan.pdf',
          size: 12_345,
          download_url: 'https://f.test/p',
          web_url: null,
        },
      ],
    });
    const refs = indexReferences([...feed.references, ...testReferences]);
    const entries = buildEntries([{ ...feed, messages: [...feed.messages, file] }], 'flat');
    const { container } = renderWithApp(
      <FeedMessageActions>
        {entries.map((entry, i) => (
          <FeedEntryView
            key={entry.message.id}
            entry={entry}
            refs={refs}
            threaded={false}
            posinset={i + 1}
            setsize={-1}
          />
        ))}
      </FeedMessageActions>,
    );
    const early = document.createElement('div');
    early.append(...entries.map((entry, i) => earlyEntry(entry, refs, false, i + 1, -1, Date.now())));
    document.body.append(early);

    const app = drawn(container, inRichBody);
    expect(drawn(early, inRichBody)).toEqual(app);
    expect(early.textContent).toBe(container.textContent);
    // The sample holds what is to compare.
    expect(app.filter((line) => line.startsWith('article:'))).toHaveLength(entries.length);
    expect(app).toContain('link: Download plan.pdf');
    expect(app.some((line) => line.startsWith('img: '))).toBe(true);
    early.remove();
  });
});
