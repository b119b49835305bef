import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('mirrors an icon that points along the line in an RTL page, and no other', () => {
    const { container } = render(
      <>
        <Icon name="signOut" className="size-5" />
        <Icon name="top" className="size-5" />
        <Icon name="search" className="size-5" />
      </>,
    );
    const [signOut, top, search] = [...container.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('class'),
    );
    expect(signOut).toBe('size-5 rtl:-scale-x-100');
    expect(top).toBe('size-5 rtl:-scale-x-100');
    expect(search).toBe('size-5');
  });
});
