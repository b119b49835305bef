import { openDb, type Db } from '../../emulator/db/open-db';
import { mintToken, revokeLiveToken } from '../../emulator/cli/tokens';
import { E2E_DB, E2E_EMULATOR_URL } from './env';

/**
 * Tokens come from the emulator's own developer commands (`npm run emulator -- token EMAIL`), called in this
 * worker's process on the journeys' database: starting the command's process for every person took seconds
 * of a core on a loaded 2-core machine. Opened on first use, once the emulator has seeded the file.
 */
let db: Db | null = null;
const database = (): Db => (db ??= openDb(E2E_DB));

/** Tokens already asked for, by person and network. */
const known = new Map<string, string>();
const keyOf = (email: string, network?: string) => `${email}|${network ?? ''}`;

/** A valid access token of the demo app for that user, as the emulator's `token` command prints it. */
export function tokenFor(email: string, network?: string): string {
  const cached = known.get(keyOf(email, network));
  if (cached !== undefined) return cached;
  const token = mintToken(database(), email, network);
  known.set(keyOf(email, network), token);
  return token;
}

/** Forgets the token kept for that person (the service refused it: revoked by a sign-out, say). */
export function forgetToken(email: string, network?: string): void {
  known.delete(keyOf(email, network));
}

/** Revokes a token, as when the user de-authorizes the app (the emulator's `revoke` command). */
export function revokeToken(token: string): void {
  for (const [key, value] of known) if (value === token) known.delete(key);
  revokeLiveToken(database(), token);
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
  const send = () =>
    fetch(`${E2E_EMULATOR_URL}/api/v1/messages.json`, { method: 'POST', headers, body: payload });
  let response = await send();
  if (response.status === 401) {
    // A kept token revoked meanwhile: asked afresh, once (the post was refused, so nothing is sent twice).
    forgetToken(email);
    headers.Authorization = `Bearer ${tokenFor(email)}`;
    response = await send();
  }
  if (!response.ok)
    throw new Error(`POST /messages.json answered ${response.status}: ${await response.text()}`);
  const envelope = (await response.json()) as { messages: { id: number; thread_id: number }[] };
  const created = envelope.messages[0];
  if (!created) throw new Error('POST /messages.json answered no message');
  return created;
}

/** Deletes a message through the API as its owner, the way their own client would. */
export async function deleteAs(email: string, messageId: number): Promise<void> {
  const send = () =>
    fetch(`${E2E_EMULATOR_URL}/api/v1/messages/${String(messageId)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${tokenFor(email)}` },
    });
  let response = await send();
  if (response.status === 401) {
    forgetToken(email);
    response = await send();
  }
  if (!response.ok) throw new Error(`DELETE /messages/${String(messageId)} answered ${response.status}`);
}
