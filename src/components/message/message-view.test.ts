import { describe, expect, it } from 'vitest';
import { indexReferences } from '../../lib/references';
import { chipTopics, namesGroup, saysWhomItAnswers, textShowsTag } from './message-view';
import { makeMessage } from './test-data';

describe('the rules that keep each fact on a card once', () => {
  it('a tag is in the text when "#name" stands as a word, in any case', () => {
    expect(textShowsTag('Ship it #Launch!', 'launch')).toBe(true);
    expect(textShowsTag('#launch', 'launch')).toBe(true);
    expect(textShowsTag('#launchpad is new', 'launch')).toBe(false);
    expect(textShowsTag('mail me#launch', 'launch')).toBe(false);
    expect(textShowsTag('launch day', 'launch')).toBe(false);
    expect(textShowsTag('see #c++ notes', 'c++')).toBe(true);
  });

  it('no chip for a topic whose tag the text shows; the others keep theirs', () => {
    const refs = indexReferences([
      { type: 'topic', id: 1, name: 'design' },
      { type: 'topic', id: 2, name: 'launch' },
    ]);
    const topics = [
      { type: 'topic', id: 1 },
      { type: 'topic', id: 2 },
      { type: 'topic', id: 3 },
    ];
    expect(chipTopics(topics, refs, 'New mockups #design')).toEqual([{ id: 2, name: 'launch' }]);
    expect(chipTopics(undefined, refs, '')).toEqual([]);
  });

  it('"in Group" only where neither the page nor the conversation names the group', () => {
    expect(namesGroup(3, false, {})).toBe(true);
    expect(namesGroup(3, false, { pageGroupId: 3 })).toBe(false);
    expect(namesGroup(3, false, { pageGroupId: 4 })).toBe(true);
    expect(namesGroup(3, true, {})).toBe(false);
    expect(namesGroup(3, false, { shownAboveId: 10 })).toBe(false);
    expect(namesGroup(null, false, {})).toBe(false);
  });

  it('a reply says whom it answers unless it sits right under that message', () => {
    const reply = makeMessage({ id: 5, replied_to_id: 4 });
    expect(saysWhomItAnswers(reply, {})).toBe(true);
    expect(saysWhomItAnswers(reply, { shownAboveId: 4 })).toBe(false);
    expect(saysWhomItAnswers(reply, { shownAboveId: 1 })).toBe(true);
    expect(saysWhomItAnswers(makeMessage({ replied_to_id: null }), {})).toBe(false);
  });
});
