import { describe, expect, it } from 'vitest';
import { INERT_BASE_TAG, INERT_STYLE_TAG, quietMarkup } from './inert-markup';

describe('quietMarkup', () => {
  it('leaves markup without inline styles or handlers as it is', () => {
    const html = '<p>Hi <a href="https://e.com/?a=1&amp;b=2" title=\'x > y\'>there</a><br/>, 1 < 2 > 0</p>';
    expect(quietMarkup(html)).toBe(html);
  });

  it('removes style and on… attributes in every quoting and case', () => {
    expect(quietMarkup('<p STYLE="color:red" class=a OnClick=\'x()\' onerror=alert(1) title=t>x</p>')).toBe(
      '<p  class=a   title=t>x</p>',
    );
    // An unquoted value runs to the next space: "x/onerror=alert(1)" is src's value, not an attribute.
    expect(quietMarkup('<img/src=x/onerror=alert(1)>')).toBe('<img/src=x/onerror=alert(1)>');
    expect(quietMarkup('<svg/onload=alert(1)>')).toBe('<svg/>');
    expect(quietMarkup('<a"onmouseover="x()">')).toBe('<a"onmouseover="x()">');
    expect(quietMarkup('<a href=x"onmouseover="y()" onfocus = "z()" >')).toBe(
      '<a href=x"onmouseover="y()"  >',
    );
  });

  it('renames <style> elements, in HTML and in SVG', () => {
    expect(quietMarkup('<STYLE>p{}</STYLE><svg><style/>')).toBe(
      `<${INERT_STYLE_TAG}>p{}</${INERT_STYLE_TAG}><svg><${INERT_STYLE_TAG}/>`,
    );
  });

  it('renames <base>, so that no parse sets a base URL', () => {
    expect(quietMarkup('a<BASE href="https://evil.test/">b')).toBe(
      `a<${INERT_BASE_TAG} href="https://evil.test/">b`,
    );
  });

  it('reads tags inside comments, raw text and attribute values too', () => {
    expect(quietMarkup('<!-- <a title=" --><img src=x onerror=alert(1)>" -->')).not.toMatch(/onerror/);
    expect(quietMarkup('<style><a title="</style><img src=x onerror=alert(1)>">')).not.toMatch(/onerror/);
  });

  it('repeats until removing an attribute uncovers no other', () => {
    // Removing the look-alike tag's style makes the real tag's title end earlier, which uncovers onclick.
    const html = '<a title="<b style=\'x">text\' z=" onclick=alert(1) >';
    expect(quietMarkup(html)).not.toMatch(/onclick/);
  });

  it('leaves no such attribute on any element the browser parses', () => {
    const vectors = [
      '<img src=x onerror=alert(1)//',
      '<div style="x" <img src=x onerror=y>',
      '<<img src=x onerror=y>>',
      '<a title="a\'b" onclick=x>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<textarea><b style=x></textarea><b style=y>',
      '<a =onclick=x onclick=y>',
      '<x onclick\n=\ny>',
    ];
    for (const html of vectors) {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = quietMarkup(html);
      const bad = [...doc.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name === 'style' || a.name.startsWith('on')).map((a) => a.name),
      );
      expect({ html, bad, styles: doc.querySelectorAll('style').length }).toEqual({
        html,
        bad: [],
        styles: 0,
      });
    }
  });
});
