import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportHeight } from './frame-height';

describe('the frame reports its height', () => {
  const observers: ResizeObserverCallback[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it('posts the resize message to the parent, only when the height changes', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const parent = { postMessage: vi.fn() };
    const win = { parent } as unknown as Window;
    let height = 300.4;
    const content = { getBoundingClientRect: () => ({ height }) } as unknown as HTMLElement;
    reportHeight('f1', content, win);
    const changed = () => {
      observers[0]?.([], {} as ResizeObserver);
    };
    changed();
    height = 520;
    changed();
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'commons:resize', id: 'f1', height: 301 }, '*'],
      [{ type: 'commons:resize', id: 'f1', height: 520 }, '*'],
    ]);
  });

  it('posts nothing outside a frame', () => {
    const win = {} as Window;
    (win as { parent: Window }).parent = win;
    const content = { getBoundingClientRect: () => ({ height: 10 }) } as unknown as HTMLElement;
    expect(() => reportHeight('f1', content, win)).not.toThrow();
  });
});
