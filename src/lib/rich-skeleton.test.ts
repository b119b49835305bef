import { describe, expect, it } from 'vitest';
import { richSkeletonHtml } from './rich-skeleton';

describe('richSkeletonHtml', () => {
  it('keeps the text and the kept tags, without a single attribute', () => {
    const html =
      '<p class="x">Ask <span data-yammer-object="user:2"><a href="https://e.com/bob" onclick="x()">bob</a></span>' +
      ' <b style="color:red">now</b></p><ul><li>one</li></ul>';
    expect(richSkeletonHtml(html)).toBe('<p>Ask <span><a>bob</a></span> <b>now</b></p><ul><li>one</li></ul>');
  });

  it('drops what the sanitizer drops with its content, and unknown tags but not their text', () => {
    const html =
      '<script>alert(1)</script><style>p{}</style><template><a href="javascript:x">s</a></template>' +
      '<img src="x" onerror="alert(1)"><form><input value="v">kept</form><iframe src="/"></iframe>';
    expect(richSkeletonHtml(html)).toBe('kept');
  });

  it('drops an svg and a math element with their text, as the sanitizer does', () => {
    const html = '<p>a</p><svg><text>drawn</text></svg><math><mi>x</mi></math><p>b</p>';
    expect(richSkeletonHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('escapes text that looks like markup, so that parsing it again makes only text', () => {
    const html = '<code>&lt;img src=x onerror=alert(1)&gt;</code>';
    const out = richSkeletonHtml(html);
    expect(out).toBe('<code>&lt;img src=x onerror=alert(1)&gt;</code>');
    const again = document.createElement('div');
    again.innerHTML = out;
    expect(again.querySelector('img')).toBeNull();
    expect(again.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
