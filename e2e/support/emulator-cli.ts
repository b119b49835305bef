import { execFileSync } from 'node:child_process';
import { E2E_DB, E2E_EMULATOR_URL } from './env';

/** A valid access token of the demo app for that user, from the emulator's developer command. */
export function tokenFor(email: string, network?: string): string {
  const inNetwork = network === undefined ? [] : ['--network', network];
  return execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', email, '--db', E2E_DB, ...inNetwork], {
    encoding: 'utf8',
  }).trim();
}

/** Revokes a token, as when the user de-authorizes the app. */
export function revokeToken(token: string): void {
  execFileSync('npx', ['tsx', 'emulator/main.ts', 'revoke', token, '--db', E2E_DB], { encoding: 'utf8' });
}

/** A file posted inline with a message (`attachmentN`, multipart). */
export interface PostFile {
  name: string;
  type: string;
  data: Uint8Array<ArrayBuffer> | string;
}

/**
 * Posts through the API as that user, the way another person's client would. `params` adds any field of
 * spec 4.2 (`replied_to_id`, `group_id`, `og_url`, ...); `files` go as attachment1..N in a multipart body.
 */
export async function postAs(
  email: string,
  body: string,
  params: Record<string, string | number | boolean> = {},
  files: readonly PostFile[] = [],
): Promise<{ id: number; thread_id: number }> {
  const fields = Object.fromEntries(
    Object.entries({ body, ...params }).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
  );
  let payload: URLSearchParams | FormData = new URLSearchParams(fields);
  const headers: Record<string, string> = { Authorization: `Bearer ${tokenFor(email)}` };
  if (files.length > 0) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    files.forEach((file, i) => {
      form.append(`attachment${String(i + 1)}`, new File([file.data], file.name, { type: file.type }));
    });
    payload = form;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/messages.json`, {
    method: 'POST',
    headers,
    body: payload,
  });
  if (!response.ok)
    throw new Error(`POST /messages.json answered ${response.status}: ${await response.text()}`);
  const envelope = (await response.json()) as { messages: { id: number; thread_id: number }[] };
  const created = envelope.messages[0];
  if (!created) throw new Error('POST /messages.json answered no message');
  return created;
}

/** Deletes a message through the API as its owner, the way their own client would. */
export async function deleteAs(email: string, messageId: number): Promise<void> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/messages/${String(messageId)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${tokenFor(email)}` },
  });
  if (!response.ok) throw new Error(`DELETE /messages/${String(messageId)} answered ${response.status}`);
}
