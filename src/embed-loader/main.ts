/**
 * `/embed.js`: the script an intranet page includes to show Commons feeds. Built on its own into
 * `dist/embed.js` as one classic script wrapped in a function (scripts/embed-loader-build.ts), so nothing
 * leaks into the page's globals.
 */
import { startEmbeds } from './embed-frames';
import { commonsOrigin, loaderScript } from './page-facts';

const origin = commonsOrigin(loaderScript(document), document.baseURI);
if (origin) startEmbeds(document, { origin });
