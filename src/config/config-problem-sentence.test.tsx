import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/language-runtime';
import type { ConfigProblem, ConfigProblemKind } from './app-config';
import { ConfigProblemSentence } from './config-problem-sentence';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

/** One problem of each kind: the type makes a new kind fail to compile here until it has its sample. */
const SAMPLES: { [K in ConfigProblemKind]: ConfigProblem & { kind: K } } = {
  missing: { kind: 'missing', field: 'serviceBaseUrl' },
  empty: { kind: 'empty', field: 'clientId' },
  'not-object': { kind: 'not-object', field: 'oidc' },
  'not-list': { kind: 'not-list', field: 'embed.allowedOrigins' },
  'not-boolean': { kind: 'not-boolean', field: 'methodOverride' },
  'not-url': { kind: 'not-url', field: 'redirectUri', value: 'not a url' },
  'not-http-url': { kind: 'not-http-url', field: 'signOutUrl', value: 'ftp://x' },
  'not-origin': { kind: 'not-origin', field: 'embed.allowedOrigins[0]', value: 'https://a.example/news' },
  'file-unreachable': { kind: 'file-unreachable' },
  'file-not-json': { kind: 'file-not-json' },
  'file-not-object': { kind: 'file-not-object' },
  'file-status': { kind: 'file-status', status: 404 },
  unreadable: { kind: 'unreadable' },
};

/** What config.json says, as the reader must find it in the sentence, untranslated. */
function verbatimOf(problem: ConfigProblem): string[] {
  if ('field' in problem) return 'value' in problem ? [problem.field, problem.value] : [problem.field];
  return problem.kind.startsWith('file-') ? ['/config.json'] : [];
}

function sentence(problem: ConfigProblem) {
  const { container, unmount } = render(
    <p>
      <ConfigProblemSentence problem={problem} />
    </p>,
  );
  const text = container.textContent;
  const code = [...container.querySelectorAll('bdi > code')].map((element) => element.textContent);
  unmount();
  return { text, code };
}

describe('ConfigProblemSentence', () => {
  it.each(Object.values(SAMPLES))('says $kind as a whole sentence in each language', async (problem) => {
    const english = sentence(problem);
    expect(english.text).toMatch(/\.$/);
    expect(english.code).toEqual(expect.arrayContaining(verbatimOf(problem)));
    await act(() => activateLocale('de'));
    const german = sentence(problem);
    expect(german.text).not.toBe(english.text);
    expect(german.code).toEqual(english.code);
  });

  it('keeps the names and values of config.json as written, isolated left to right in Arabic', async () => {
    await act(() => activateLocale('ar'));
    const { container } = render(<ConfigProblemSentence problem={SAMPLES['not-url']} />);
    expect(container).toHaveTextContent('يجب أن يكون الحقل redirectUri عنوان URL مطلقًا، لا not a url.');
    for (const isolate of container.querySelectorAll('bdi')) expect(isolate).toHaveAttribute('dir', 'ltr');
  });
});
