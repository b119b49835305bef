import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language-runtime';
import { ApiError } from './api-error';
import { describeError } from './describe-error';

afterEach(async () => {
  await activateLocale('en');
});

describe('describeError', () => {
  it('says what went wrong by kind, and a refusal in the service’s own words', () => {
    expect(describeError(new ApiError('network', 'x'))).toBe(
      'The service could not be reached. Check your connection.',
    );
    expect(describeError(new ApiError('rate-limited', 'x', 429))).toBe(
      'The service is busy with our requests; it will answer again shortly.',
    );
    expect(describeError(new Error('boom'))).toBe('Something went wrong.');
    const refused = new ApiError('bad-request', 'x', 422, { error: { body: ['is too long'] } });
    expect(describeError(refused)).toBe('The service answered 422: body: is too long');
    expect(describeError(new ApiError('bad-request', 'x', 400))).toBe('The service answered 400');
  });

  it('speaks the reader’s language once it is switched, keeping the service’s words as they came', async () => {
    await activateLocale('de');
    expect(describeError(new ApiError('unauthorized', 'x', 401))).toBe('Ihre Sitzung ist abgelaufen.');
    const refused = new ApiError('bad-request', 'x', 422, { error: { body: ['is too long'] } });
    expect(describeError(refused)).toBe('Der Dienst antwortete mit 422: body: is too long');
  });
});
