import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ConfigProblem } from './app-config';

/**
 * A name or value of config.json, as written in the file: the reader looks for these exact characters, so they
 * stay untranslated, as code, and isolated left to right (a URL keeps its order inside an Arabic sentence).
 */
function Verbatim({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr">
      <code className="font-mono">{children}</code>
    </bdi>
  );
}

const file = '/config.json';

/**
 * What is wrong with config.json, as one whole sentence in the reader's language. A component of its own,
 * outside app-config.ts, so that the boot's first chunk, which checks the file, carries no message.
 */
export function ConfigProblemSentence({ problem }: { problem: ConfigProblem }) {
  switch (problem.kind) {
    case 'missing': {
      const { field } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> is missing.
        </Trans>
      );
    }
    case 'empty': {
      const { field } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be a text that is not empty.
        </Trans>
      );
    }
    case 'not-object': {
      const { field } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be an object.
        </Trans>
      );
    }
    case 'not-list': {
      const { field } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be a list of origins.
        </Trans>
      );
    }
    case 'not-boolean': {
      const { field } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be <Verbatim>true</Verbatim> or <Verbatim>false</Verbatim>.
        </Trans>
      );
    }
    case 'not-url': {
      const { field, value } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be an absolute URL, not <Verbatim>{value}</Verbatim>.
        </Trans>
      );
    }
    case 'not-http-url': {
      const { field, value } = problem;
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be an http or https URL, not <Verbatim>{value}</Verbatim>.
        </Trans>
      );
    }
    case 'not-origin': {
      const { field, value } = problem;
      const example = 'https://intranet.example.com';
      return (
        <Trans>
          <Verbatim>{field}</Verbatim> must be an origin such as <Verbatim>{example}</Verbatim>, not{' '}
          <Verbatim>{value}</Verbatim>.
        </Trans>
      );
    }
    case 'file-not-object':
      return (
        <Trans>
          <Verbatim>{file}</Verbatim> must hold a JSON object.
        </Trans>
      );
    case 'file-unreachable':
      return (
        <Trans>
          <Verbatim>{file}</Verbatim> could not be fetched.
        </Trans>
      );
    case 'file-status': {
      const status = String(problem.status);
      return (
        <Trans>
          <Verbatim>{file}</Verbatim> could not be loaded (HTTP {status}).
        </Trans>
      );
    }
    case 'file-not-json':
      return (
        <Trans>
          <Verbatim>{file}</Verbatim> is not valid JSON.
        </Trans>
      );
    case 'unreadable':
      return <Trans>The configuration could not be read.</Trans>;
  }
}
