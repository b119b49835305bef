import { afterEach, describe, expect, it } from 'vitest';
import { handOverEarlyPaint, showEarlyPaint } from './early-paint';

/** An article with a link inside, drawn alike by the early page (prefixed ids) and the app. */
function article(id: string): HTMLElement {
  const el = document.createElement('article');
  el.id = id;
  el.tabIndex = -1;
  el.innerHTML = '<header><span>Ann</span><a href="/threads/1">2 min</a></header><p>Hello</p>';
  return el;
}

afterEach(() => {
  handOverEarlyPaint();
  document.body.replaceChildren();
});

describe('handOverEarlyPaint', () => {
  it('keeps focus on the same element when the reader focused a link inside an early article', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const early = document.createElement('div');
    early.append(article('early-message-1'), article('early-message-2'));
    showEarlyPaint(early, root);
    root.append(article('message-1'), article('message-2'));

    early.querySelector<HTMLElement>('#early-message-2 a')?.focus();
    handOverEarlyPaint();
    expect(document.activeElement).toBe(root.querySelector('#message-2 a'));
  });
});
