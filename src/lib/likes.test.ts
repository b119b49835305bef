import { describe, expect, it } from 'vitest';
import { likeSummary } from './likes';

const named = (...names: string[]) => names.map((full_name, i) => ({ full_name, permalink: '', user_id: i }));

describe('likeSummary', () => {
  it('names the likers and counts the rest, in words', () => {
    expect(likeSummary({ count: 0, names: [] }, 'en')).toBeNull();
    expect(likeSummary({ count: 1, names: named('Ann') }, 'en')).toBe('Liked by Ann');
    expect(likeSummary({ count: 2, names: named('Ann', 'Bob') }, 'en')).toBe('Liked by Ann and Bob');
    expect(likeSummary({ count: 3, names: named('Ann', 'Bob') }, 'en')).toBe(
      'Liked by Ann, Bob, and 1 other',
    );
    expect(likeSummary({ count: 5, names: named('Ann', 'Bob') }, 'en')).toBe(
      'Liked by Ann, Bob, and 3 others',
    );
    expect(likeSummary({ count: 8, names: named('Ann', 'Bob', 'Cy', 'Di', 'Ed') }, 'en')).toBe(
      'Liked by Ann, Bob, Cy, and 5 others',
    );
  });

  it('counts people when the service names nobody, and never says fewer than it names', () => {
    expect(likeSummary({ count: 1, names: [] }, 'en')).toBe('Liked by 1 person');
    expect(likeSummary({ count: 4, names: [] }, 'en')).toBe('Liked by 4 people');
    expect(likeSummary({ count: 0, names: named('Ann') }, 'en')).toBe('Liked by Ann');
  });
});
