import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../contract/messages';
import { renderWithApp } from '../testing/render';
import { MessageAttachments } from './message-attachments';

const image = (id: number, name: string): Attachment => ({
  id,
  type: 'image',
  name,
  web_url: `https://files.test/${name}`,
  download_url: `https://files.test/${name}?download=true`,
  image: {
    url: `https://files.test/${name}`,
    thumbnail_url: `https://files.test/${name}?view=thumbnail`,
    size: 1,
  },
});

const attachments: Attachment[] = [
  image(1, 'cat.png'),
  { id: 2, type: 'image', name: 'dog.jpg', web_url: null, thumbnail_url: 'https://files.test/dog-t.jpg' },
  image(3, 'owl.gif'),
  {
    id: 4,
    type: 'file',
    name: 'Plan.pdf',
    web_url: 'https://files.test/plan',
    download_url: 'https://files.test/plan?download=true',
    size: 2_400_000,
  },
  {
    id: 5,
    type: 'ymodule',
    name: 'Example Domain',
    description: 'An example page',
    web_url: 'https://example.com/page',
    host_url: 'example.com',
    thumbnail_url: 'https://example.com/og.png',
    inline_html: '<script>alert(1)</script>',
  },
];

describe('MessageAttachments', () => {
  it('shows image thumbnails named by their alt text, files with size and download, and link cards', () => {
    renderWithApp(<MessageAttachments attachments={attachments} />);
    const images = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('button');
    expect(images.map((b) => b.textContent === '' && b.querySelector('img')?.getAttribute('alt'))).toEqual([
      'cat',
      'dog',
      'owl',
    ]);
    expect(screen.getByRole('img', { name: 'dog' })).toHaveAttribute('src', 'https://files.test/dog-t.jpg');

    const file = within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem');
    expect(file).toHaveTextContent('Plan.pdf');
    expect(file).toHaveTextContent('2.4 MB');
    expect(within(file).getByRole('link', { name: 'Download Plan.pdf' })).toHaveAttribute(
      'href',
      'https://files.test/plan?download=true',
    );

    const card = screen.getByRole('link', { name: /Example Domain/ });
    expect(card).toHaveAttribute('href', 'https://example.com/page');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(card).toHaveTextContent('An example page');
    expect(card).toHaveTextContent('example.com');
    expect(document.querySelector('script')).toBeNull();
  });

  it('opens a modal lightbox that keeps focus, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <button type="button">Before</button>
        <MessageAttachments attachments={attachments} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'dog' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: /dog\.jpg/ });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('2 of 3');
    expect(within(dialog).getByRole('img', { name: 'dog' })).toHaveAttribute(
      'src',
      'https://files.test/dog-t.jpg',
    );
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => {
      expect(close).toHaveFocus();
    });
    // The page behind is inert: its buttons are out of reach.
    expect(screen.getByRole('button', { name: 'Before' }).closest('[inert]')).not.toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /owl\.gif/ })).toHaveTextContent('3 of 3');
    expect(screen.getByRole('link', { name: 'Open original' })).toHaveAttribute(
      'href',
      'https://files.test/owl.gif?download=true',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /cat\.png/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: /owl\.gif/ })).toBeInTheDocument();

    // Tab stays inside: Open original, Close, Previous, Next, then back to the first.
    const inside = within(screen.getByRole('dialog'));
    inside.getByRole('button', { name: 'Next image' }).focus();
    await user.tab();
    expect(inside.getByRole('link', { name: 'Open original' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(inside.getByRole('button', { name: 'Next image' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' }).closest('[inert]')).toBeNull();
    // Focus returns to the thumbnail of the image shown last.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'owl' })).toHaveFocus();
    });
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageAttachments attachments={[image(1, 'cat.png')]} />);
    await user.click(screen.getByRole('button', { name: 'cat' }));
    const dialog = await screen.findByRole('dialog', { name: 'cat.png' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'cat.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'cat' })).toHaveFocus();
    });
  });

  it('draws a lone image in its own shape, never wider than it is, and says whose it is', () => {
    renderWithApp(
      <MessageAttachments
        senderName="Ann Lee"
        attachments={[{ ...image(1, 'IMG_0012.JPG'), width: 1600, height: 800 }]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Image from Ann Lee' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '800');
    // At most 320 px tall: 640 px wide for a 2:1 image (and the column's width caps it further).
    expect(img.style.width).toBe('640px');
    expect(img).toHaveAttribute('src', 'https://files.test/IMG_0012.JPG');
  });

  it('renders nothing for a message without attachments', () => {
    const { container } = renderWithApp(<MessageAttachments attachments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
