import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, messageOfBody } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';

/** Why a post failed, in words, always saying that nothing was lost. */
export function postErrorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Not sent: something went wrong. Your message is kept.`);
  const said = messageOfBody(error.body)?.replace(/^body: /, '');
  switch (error.kind) {
    case 'unauthorized':
      return i18n._(msg`Not sent: your session has expired. Your message is kept. Sign in again to send it.`);
    case 'forbidden':
      return said
        ? i18n._(msg`Not sent: ${said} Your message is kept.`)
        : i18n._(msg`Not sent: you are not allowed to post there. Your message is kept.`);
    case 'bad-request':
    case 'not-found': {
      // The service's sentence brings its own full stop, or not.
      const reason = (said ?? error.message).replace(/\.$/, '');
      return i18n._(msg`Not sent: ${reason}. Your message is kept.`);
    }
    default: {
      const reason = describeError(error);
      return i18n._(msg`Not sent: ${reason} Your message is kept.`);
    }
  }
}
