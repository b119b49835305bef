import { afterEach, describe, expect, it } from 'vitest';
import { makeMessage, testReferences } from '../../components/message/test-data';
import { indexReferences } from '../../lib/references';
import { earlyMessage } from './early-message';

const hostile = (rich: string) =>
  earlyMessage(makeMessage({ body: { plain: 'plain', rich } }), indexReferences(testReferences), 1, 1, 0);

describe('an early message body', () => {
  afterEach(() => {
    delete (window as { ranFromBody?: boolean }).ranFromBody;
    document.body.replaceChildren();
  });

  it('keeps the text of rich markup and the tags the sanitizer keeps, without their attributes', () => {
    const body = hostile('<p class="x">Hi <a href="https://e.test/" title="t">there</a></p><blink>!</blink>');
    const rich = body.querySelector('p')?.parentElement;
    expect(rich?.innerHTML).toBe('<p>Hi <a>there</a></p>!');
  });

  it('lets no <base> or script of a body take effect, in the page or in what is drawn', () => {
    const before = document.baseURI;
    const article = hostile(
      '<base href="https://evil.test/"><p>Hi<script>window.ranFromBody = true</script>' +
        '<img src=x onerror="window.ranFromBody = true"></p><a href="/x">x</a>',
    );
    document.body.append(article);
    expect(document.baseURI).toBe(before);
    expect(document.querySelector('base, script, img[src="x"]')).toBeNull();
    expect((window as { ranFromBody?: boolean }).ranFromBody).toBeUndefined();
    // The body's text survives, with nothing resolved against the hostile base.
    expect(article.textContent).toContain('Hi');
    expect(article.innerHTML).not.toContain('evil.test');
  });
});
