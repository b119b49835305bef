import { suffixFormat } from '../http/response-format';
import { XML_CONTENT_TYPE } from '../serialize/to-xml';
import { readXmlValue } from '../test/xml-reader';
import type { FuzzCase } from './fuzz-cases';

/** The dialog's and provider's pages are HTML by design (spec 5); every other answer with a body is JSON. */
const isHtmlPage = (route: string) =>
  /^\w+ \/(dialog\/|oauth2\/authorize|oauth2\/sign-out|idp\/authorize|idp\/end-session)/.test(route);

/**
 * The format an error answer must have: XML for an API path ending in `.xml` (spec 1), else JSON. A request
 * Node's parser refuses (malformed, or a request line over 16 KB) never reaches the app; the server answers it
 * in XML only when the bytes it was parsing began with the request line, so either format is right there.
 */
function expectedFormat(fuzz: FuzzCase, status: number): 'json' | 'xml' | 'either' {
  const path = fuzz.request.target.split('?')[0] ?? '';
  if (suffixFormat(path) !== 'xml') return 'json';
  return fuzz.kind.startsWith('malformed request') || status === 431 ? 'either' : 'xml';
}

/**
 * What is wrong with one answer of the fuzz, if anything: a 5xx; an error answer that is not JSON (the dialog's
 * HTML pages excepted) or, for an `.xml` API path, not XML that reads back by the mapping's rules.
 */
export function problemOf(
  fuzz: FuzzCase,
  status: number,
  type: string | undefined,
  body: string,
): string | undefined {
  if (status >= 500) return body.slice(0, 200) || 'a server error';
  if (status < 400) return undefined;
  if (isHtmlPage(fuzz.route) && type?.startsWith('text/html')) return undefined;
  const format = expectedFormat(fuzz, status);
  if (format === 'xml' || (format === 'either' && type === XML_CONTENT_TYPE)) {
    if (type !== XML_CONTENT_TYPE)
      return `an error answer of an .xml path that is not XML (${type ?? 'none'})`;
    try {
      readXmlValue(body);
    } catch (error) {
      return `an XML error body that does not read back: ${String(error)}: ${body.slice(0, 120)}`;
    }
    return undefined;
  }
  if (!type?.startsWith('application/json'))
    return `an error answer that is not JSON (${type ?? 'no Content-Type'}): ${body.slice(0, 120)}`;
  try {
    JSON.parse(body);
  } catch {
    return `an error body that does not parse as JSON: ${body.slice(0, 120)}`;
  }
  return undefined;
}
