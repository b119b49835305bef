import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indexReferences } from '../../lib/references';
import { renderWithApp } from '../testing/render';
import { MessageBody } from './message-body';
import { makeMessage, testReferences } from './test-data';

const refs = indexReferences(testReferences);

describe('MessageBody with a rich body', () => {
  const rich =
    "Ask <span class='yammer-object' data-yammer-object='user:2' data-resource-id='2' data-resource-model='user'>@<a href='https://service.test/users/bob'>bob</a></span> " +
    "about <span class='yammer-object' data-yammer-object='tag:7' data-resource-id='7' data-resource-model='tag'>#<a href='https://service.test/topics/7'>launch</a></span> " +
    "in <span data-yammer-object='group:3'><a href='https://service.test/groups/eng'>Engineering</a></span>, " +
    'see <a href="https://example.com/doc" target="_self">the doc</a>' +
    '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><b onclick="x()">!</b>';

  it('links mentions, topics and groups inside the app and outside links safely', () => {
    renderWithApp(<MessageBody message={makeMessage({ body: { plain: 'x', rich } })} refs={refs} />);
    expect(screen.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/users/2');
    expect(screen.getByRole('link', { name: 'bob' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'launch' })).toHaveAttribute('href', '/topics/7');
    expect(screen.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/groups/3');
    const outside = screen.getByRole('link', { name: 'the doc' });
    expect(outside).toHaveAttribute('href', 'https://example.com/doc');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('strips scripts, images with handlers and every on* attribute', () => {
    const { container } = renderWithApp(
      <MessageBody message={makeMessage({ body: { plain: 'x', rich } })} refs={refs} />,
    );
    expect(container.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container).toHaveTextContent('!');
  });

  it('navigates inside the app when a mention is clicked', async () => {
    const { router } = renderWithApp(
      <MessageBody message={makeMessage({ body: { plain: 'x', rich } })} refs={refs} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'launch' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/topics/7');
    });
  });
});

describe('MessageBody with a parsed body', () => {
  it('resolves each token kind into an in-app link', () => {
    renderWithApp(
      <MessageBody
        message={makeMessage({
          body: {
            plain: 'Hi @bob, #launch in Engineering',
            parsed: 'Hi [[user:2]], [[tag:7]] in [[group:3]]',
          },
        })}
        refs={refs}
      />,
    );
    expect(screen.getByRole('link', { name: '@Bob Stone' })).toHaveAttribute('href', '/users/2');
    expect(screen.getByRole('link', { name: '#launch' })).toHaveAttribute('href', '/topics/7');
    expect(screen.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/groups/3');
    expect(screen.getByText(/^Hi/)).toHaveTextContent('Hi @Bob Stone, #launch in Engineering');
  });

  it('shows unknown ids as plain text from body.plain, never raw tokens or links', () => {
    renderWithApp(
      <MessageBody
        message={makeMessage({
          body: { plain: 'Ping @zoe about #secret', parsed: 'Ping [[user:404]] about [[tag:405]]' },
        })}
        refs={refs}
      />,
    );
    expect(screen.getByText('Ping @zoe about #secret')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('treats HTML in parsed and plain bodies as text', () => {
    const { container } = renderWithApp(
      <MessageBody message={makeMessage({ body: { plain: '<img src=x onerror=alert(1)>' } })} refs={refs} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('MessageBody direction and language', () => {
  it('lets the body find its own direction, and names the language the service detected', () => {
    const arabic = 'تم نشر التحديث مع Lena اليوم';
    const { container } = renderWithApp(
      <MessageBody message={makeMessage({ body: { plain: arabic }, language: 'ar' })} refs={refs} />,
    );
    const body = container.querySelector('p');
    expect(body).toHaveAttribute('dir', 'auto');
    expect(body).toHaveAttribute('lang', 'ar');
  });

  it('names no language when the service sends none, as in its recorded responses', () => {
    const { container } = renderWithApp(
      <MessageBody message={makeMessage({ body: { plain: 'x', rich: '<p>x</p>' } })} refs={refs} />,
    );
    const body = container.querySelector('div[dir="auto"]');
    expect(body).not.toBeNull();
    expect(body).not.toHaveAttribute('lang');
  });
});
