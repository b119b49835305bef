import { t } from '@lingui/core/macro';
import { ApiError, messageOfBody } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';

/**
 * Why the service would not change a relationship (in the language of the moment it was refused: it is
 * told once, as it happens), in its own words where it gave some: 403 when the
 * reader may not edit that person's chart, 400 for an address nobody in the network has, or for a clash
 * (someone cannot be both above and below the same person), 404 for a relationship already gone.
 */
export function relationshipRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return describeError(error);
  const said = messageOfBody(error.body);
  switch (error.kind) {
    case 'forbidden':
      return (
        said ?? t`Only that person or a verified admin of a paid network can change their relationships.`
      );
    case 'bad-request':
    case 'not-found':
      return said ?? error.message;
    default:
      return describeError(error);
  }
}
