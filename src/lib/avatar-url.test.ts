import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar-url';

describe('avatarSrc', () => {
  it('fills the template at the size asked, in the path or the query', () => {
    expect(avatarSrc('https://m.test/{width}x{height}/1', undefined, 80)).toBe('https://m.test/80x80/1');
    expect(avatarSrc('', 'https://m.test/48x48/1', 80)).toBe('https://m.test/48x48/1');
  });

  it('keeps no address but http(s), and no placeholder photo', () => {
    expect(avatarSrc('javascript:alert(1)//{width}', undefined, 80)).toBeUndefined();
    expect(avatarSrc(undefined, ' data:image/svg+xml,<svg onload=alert(1)>', 80)).toBeUndefined();
    expect(avatarSrc(undefined, 'https://m.test/no_photo.png', 80)).toBeUndefined();
  });
});
