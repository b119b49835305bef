import { tokenFor } from './emulator-cli';
import { E2E_EMULATOR_URL } from './env';

/** The service's answer to a GET, as that person. */
export async function api<T>(email: string, path: string): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${tokenFor(email)}`, Connection: 'close' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}
