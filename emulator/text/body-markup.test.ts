import { describe, expect, it } from 'vitest';
import { parseBody, renderRich, segmentBody } from './body-markup';

const resolver = {
  userIdByName: (name: string) => ({ alice: 1, 'bob.barnes': 2 })[name.toLowerCase()],
  topicIdByName: (name: string) => (name.toLowerCase() === 'launch' ? 10 : 11),
};
const lookup = {
  user: (id: number) => (id === 1 ? { name: 'alice', webUrl: "https://x/users/alice'><script>" } : undefined),
  topic: (id: number) => (id === 10 ? { name: 'launch', webUrl: 'https://x/topics/10' } : undefined),
};

describe('message bodies', () => {
  it('tokenizes mentions and hashtags, not e-mail addresses or URL fragments', () => {
    const kinds = segmentBody('@alice mail bob@example.com see https://x.test/#frag and #launch.').map(
      (s) => s.kind,
    );
    expect(kinds).toEqual(['mention', 'text', 'hashtag', 'text']);
  });

  it('builds parsed with tokens and keeps unknown names as text', () => {
    const body = parseBody('Hi @alice and @nobody, #Launch #other', resolver);
    expect(body.parsed).toBe('Hi [[user:1]] and @nobody, [[tag:10]] [[tag:11]]');
    expect(body.mentionIds).toEqual([1]);
    expect(body.topicIds).toEqual([10, 11]);
  });

  it('renders rich HTML with every piece of user text escaped', () => {
    const rich = renderRich(
      '<img src=x onerror=alert(1)> [[user:1]] [[tag:10]] [[user:99]]\nhttps://a.test/?q=1&r=2.',
      lookup,
    );
    expect(rich).not.toMatch(/<img|<script/);
    expect(rich).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(rich).toContain("data-yammer-object='user:1'");
    expect(rich).toContain('&#39;&gt;&lt;script&gt;');
    expect(rich).toContain("data-resource-model='tag'>#<a href='https://x/topics/10'>launch</a>");
    expect(rich).toContain('[[user:99]]');
    expect(rich).toContain('<br>');
    expect(rich).toContain(
      '<a href="https://a.test/?q=1&amp;r=2" title="https://a.test/?q=1&amp;r=2" target="_blank" rel="nofollow">https://a.test/?q=1&amp;r=2</a>.',
    );
  });
});
