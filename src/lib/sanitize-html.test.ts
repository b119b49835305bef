import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and styles', () => {
    const out = sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p><style>p{}</style>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps the text', () => {
    const div = parse(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>',
    );
    const links = [...div.querySelectorAll('a')];
    expect(links).toHaveLength(3);
    expect(links.every((a) => !a.hasAttribute('href'))).toBe(true);
    expect(div.textContent).toBe('abc');
  });

  it('opens every kept link in a new tab without opener or referrer', () => {
    const div = parse(
      '<a href="https://example.com/x" target="_self" rel="opener">x</a> <a href="mailto:a@b.c">m</a>',
    );
    const [web, mail] = [...div.querySelectorAll('a')];
    expect(web?.getAttribute('href')).toBe('https://example.com/x');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(mail?.getAttribute('href')).toBe('mailto:a@b.c');
  });

  it('keeps the markers of mentions and topics but not other attributes', () => {
    const out = sanitizeHtml(
      "<span class='yammer-object' data-yammer-object='tag:1' data-resource-model='tag' data-resource-id='1'>#x</span>",
    );
    expect(out).toBe('<span data-resource-model="tag" data-resource-id="1">#x</span>');
  });

  it('unwraps tags outside the small allowed set', () => {
    expect(sanitizeHtml('<iframe src="https://e.com"></iframe><form><input></form><b>bold</b>')).toBe(
      '<b>bold</b>',
    );
  });
});

describe('sanitizeHtml with in-app entity links', () => {
  const entityHref = (kind: string, id: number) => `/${kind}s/${String(id)}`;
  const rich =
    "Hi <span class='yammer-object' data-yammer-object='user:7' data-resource-id='7' data-resource-model='user'>@<a href='https://service.test/users/ann'>ann</a></span>, " +
    "<span class='yammer-object' data-yammer-object='tag:9'>#<a href='https://service.test/topics/9'>launch</a></span> " +
    "<span data-yammer-object='group:3'><a href='javascript:alert(1)' onclick='x()'>Design</a></span> " +
    '<a href="https://example.com">out</a>';

  it('points mention, topic and group links inside the app, opening in the same tab', () => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(rich, { entityHref });
    const [user, topic, group, outside] = [...div.querySelectorAll('a')];
    expect(user?.getAttribute('href')).toBe('/users/7');
    expect(user?.getAttribute('data-app-link')).toBe('user');
    expect(user?.hasAttribute('target')).toBe(false);
    expect(topic?.getAttribute('href')).toBe('/topics/9');
    expect(group?.getAttribute('href')).toBe('/groups/3');
    expect(group?.hasAttribute('onclick')).toBe(false);
    expect(outside?.getAttribute('href')).toBe('https://example.com');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.hasAttribute('data-app-link')).toBe(false);
  });

  it('keeps the service links (safely) without entityHref, and never carries options over', () => {
    sanitizeHtml(rich, { entityHref });
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(rich);
    const [user, , group] = [...div.querySelectorAll('a')];
    expect(user?.getAttribute('href')).toBe('https://service.test/users/ann');
    expect(user?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(group?.hasAttribute('href')).toBe(false);
  });
});

describe('sanitizeHtml and CSP', () => {
  it('drops a <style> element with its content, as before the markup was quieted', () => {
    expect(sanitizeHtml('<p>a</p><style>p{color:red}</style><svg><style>x{}</style></svg><b>b</b>')).toBe(
      '<p>a</p><b>b</b>',
    );
  });
});
