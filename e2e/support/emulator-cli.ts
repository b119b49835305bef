import { execFileSync } from 'node:child_process';
import { E2E_DB, E2E_EMULATOR_URL } from './env';

/** A valid access token of the demo app for that user, from the emulator's developer command. */
export function tokenFor(email: string): string {
  return execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', email, '--db', E2E_DB], {
    encoding: 'utf8',
  }).trim();
}

/** Revokes a token, as when the user de-authorizes the app. */
export function revokeToken(token: string): void {
  execFileSync('npx', ['tsx', 'emulator/main.ts', 'revoke', token, '--db', E2E_DB], { encoding: 'utf8' });
}

/** Posts through the API as that user, the way another person's client would. */
export async function postAs(email: string, body: string): Promise<{ id: number }> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/messages.json`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${tokenFor(email)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ body }),
  });
  if (!response.ok) throw new Error(`POST /messages.json answered ${response.status}`);
  const envelope = (await response.json()) as { messages: { id: number }[] };
  const created = envelope.messages[0];
  if (!created) throw new Error('POST /messages.json answered no message');
  return created;
}
