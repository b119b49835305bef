import { resizeMessage } from '../lib/embed-protocol';

/**
 * Tells the embedding page the frame's content height, the only message the frame ever sends it: the
 * protocol's resize message (no token, no content), to the parent, each time the height changes. The target
 * origin is `*` because the frame does not know the intranet page's origin and the message carries nothing
 * but a number and the loader's frame id; the loader checks the sender (lib/embed-protocol.ts).
 */
export function reportHeight(frameId: string, content: HTMLElement, win: Window = window): () => void {
  if (win.parent === win) return () => undefined;
  let last = -1;
  const post = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    win.parent.postMessage(resizeMessage(frameId, height), '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(content);
  post();
  return () => {
    observer.disconnect();
  };
}
