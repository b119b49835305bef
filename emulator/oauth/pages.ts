import { escapeHtml } from '../text/body-markup';

/**
 * The emulator's own HTML pages (sign-in, authorize, errors): plain forms, no script, readable at 360 px,
 * light and dark through prefers-color-scheme, labelled fields and named buttons.
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1b1f24; --muted: #4a535e;
  --accent: #1f4e79; --accent-text: #fff; --border: #c9d0d8; --error-bg: #fdecec; --error: #8a1c1c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #14171b; --card: #1f242a; --text: #e8ebef; --muted: #b3bcc6; --accent: #7fb2e5;
    --accent-text: #0b1a29; --border: #3a434d; --error-bg: #3b1d1d; --error: #ffb4b4; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg);
  color: var(--text); }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: var(--card);
  border: 1px solid var(--border); border-radius: 0.5rem; }
@media (max-width: 30rem) { main { margin: 0; border-radius: 0; border-width: 0 0 1px; } }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); font-size: 0.95rem; }
label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
input[type=email], input[type=password] { width: 100%; padding: 0.6rem; font: inherit; color: var(--text);
  background: var(--bg); border: 1px solid var(--border); border-radius: 0.35rem; margin: 0 0 1rem; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 0.35rem; cursor: pointer;
  border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); min-height: 44px; }
button.secondary { background: transparent; color: var(--text); border-color: var(--border); }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
[role=alert] { background: var(--error-bg); color: var(--error); padding: 0.75rem; border-radius: 0.35rem;
  margin: 0 0 1rem; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Commons emulator</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export function signInPage(options: {
  returnTo: string;
  /** The form's CSRF token (oauth/sign-in-csrf.ts). */
  csrfToken: string;
  email?: string;
  error?: string;
  appName?: string;
}): string {
  const error = options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : '';
  const intro = options.appName
    ? `<p>Sign in to continue to <strong>${escapeHtml(options.appName)}</strong>.</p>`
    : '<p>Sign in to continue.</p>';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${intro}
${error}
<form method="post" action="/dialog/sign-in">
${hidden({ return_to: options.returnTo, csrf_token: options.csrfToken })}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">Demo sign-in: alice@example.com / demo (also bob@example.com and admin@example.com).</p>`,
  );
}

export function authorizePage(options: {
  appName: string;
  userName: string;
  email: string;
  networkName: string;
  fields: Record<string, string | undefined>;
  returnTo: string;
  /** The session's CSRF token, also required by "Use another account" (sign-out). */
  csrfToken: string;
}): string {
  return layout(
    'Authorize',
    `<h1>Allow ${escapeHtml(options.appName)}?</h1>
<p><strong>${escapeHtml(options.appName)}</strong> wants to read and post messages, groups, people and topics
in <strong>${escapeHtml(options.networkName)}</strong> as <strong>${escapeHtml(options.userName)}</strong>
(${escapeHtml(options.email)}).</p>
<form method="post" action="/dialog/authorize">
${hidden(options.fields)}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>
<form method="post" action="/dialog/sign-out">
${hidden({ return_to: options.returnTo, csrf_token: options.csrfToken })}
<p class="muted">Not ${escapeHtml(options.userName)}? <button type="submit" class="secondary">Use another account</button></p>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

/** The identity provider's end-session answer when the app named no page to return to. */
export function signedOutPage(): string {
  return layout(
    'Signed out',
    '<h1>Signed out</h1>\n<p>You are signed out of the Commons emulator. You can close this page.</p>',
  );
}
