/**
 * `npm start`'s demo intranet page: a page on another origin than the app (http://127.0.0.1:5174/, listed in
 * public/config.json's `embed.allowedOrigins`) that embeds Commons the way the README tells an intranet
 * page's author to: the Engineering group's feed in its side column, and the conversation about the page
 * itself (an open-graph feed) under its article.
 */
import { createServer, type Server } from 'node:http';
import { ID_BASE } from '../emulator/db/ids';

export const DEMO_INTRANET_PORT = 5174;
/** The seed's first group of Example Corp, Engineering (emulator/seed/people-data.ts). */
const ENGINEERING_GROUP_ID = ID_BASE.group + 1;

export function demoIntranetPage(appUrl: string): string {
  const commons = appUrl.replace(/\/+$/, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release notes · Example Corp intranet</title>
<script src="${commons}/embed.js" async></script>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; }
  header { padding: 12px 24px; background: #1f4e79; color: #fff; }
  .page { display: grid; gap: 24px; padding: 24px; max-width: 1100px; margin: 0 auto; }
  @media (min-width: 900px) { .page { grid-template-columns: minmax(0, 1fr) 320px; } }
  h1 { margin-top: 0; }
</style>
</head>
<body>
<header><strong>Example Corp intranet</strong> · a demo page on another origin than Commons</header>
<div class="page">
  <main>
    <h1>Release notes: the new expense tool</h1>
    <p>The new expense tool is live for everyone. Receipts can be photographed from a phone, and approvals
    arrive in your inbox. Tell us what you think in the conversation below: it is the open-graph feed of this
    page, embedded with <code>data-commons-feed="open-graph"</code>.</p>
    <h2>Comments</h2>
    <div data-commons-feed="open-graph" data-og-title="Release notes: the new expense tool"
      data-prompt-text="What do you think of the new expense tool?"></div>
  </main>
  <aside>
    <h2>Engineering</h2>
    <div data-commons-feed="group" data-feed-id="${String(ENGINEERING_GROUP_ID)}"></div>
  </aside>
</div>
</body>
</html>
`;
}

/** Serves the page at `/` (and nothing else) on 127.0.0.1. */
export function startDemoIntranet(appUrl: string, port = DEMO_INTRANET_PORT): Server {
  const page = demoIntranetPage(appUrl);
  const server = createServer((req, res) => {
    if (req.url !== '/' && !req.url?.startsWith('/?')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page);
  });
  server.listen(port, '127.0.0.1');
  return server;
}
