import { ApiError, describeError, messageOfBody } from '../../api/http/api-error';

/** Why a post failed, in words, always saying that nothing was lost. */
export function postErrorText(error: unknown): string {
  const kept = 'Your message is kept.';
  if (!(error instanceof ApiError)) return `Not sent: something went wrong. ${kept}`;
  const said = messageOfBody(error.body)?.replace(/^body: /, '');
  switch (error.kind) {
    case 'unauthorized':
      return `Not sent: your session has expired. ${kept} Sign in again to send it.`;
    case 'forbidden':
      return `Not sent: ${said ?? 'you are not allowed to post there.'} ${kept}`;
    case 'bad-request':
    case 'not-found':
      return `Not sent: ${said ?? error.message}. ${kept}`.replace('.. ', '. ');
    default:
      return `Not sent: ${describeError(error)} ${kept}`;
  }
}
