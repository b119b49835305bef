import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { Repository } from '../db/repository';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The public half as published in the JWKS. */
export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

const loaded = new WeakMap<Repository, SigningKey>();

/**
 * The provider's RS256 key: read from the database, or generated (2048-bit RSA) and stored the first time the
 * provider needs to sign or publish it (main.ts asks at start), so tokens stay valid across restarts.
 */
export function signingKey(repo: Repository, now: number): SigningKey {
  const existing = storedSigningKey(repo);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const private_pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  repo.insertIdpSigningKey({ kid: randomBytes(9).toString('base64url'), private_pem, created_at: now });
  const stored = storedSigningKey(repo);
  if (!stored) throw new Error('the identity provider could not store its signing key');
  return stored;
}

/**
 * The stored key, or undefined before the provider ever signed anything (then no token can be valid, and
 * checking one must not create a key). Kept in memory per database after the first read.
 */
export function storedSigningKey(repo: Repository): SigningKey | undefined {
  const cached = loaded.get(repo);
  if (cached) return cached;
  const row = repo.idpSigningKey();
  if (!row) return undefined;
  const privateKey = createPrivateKey(row.private_pem);
  const key = { kid: row.kid, privateKey, publicKey: createPublicKey(privateKey) };
  loaded.set(repo, key);
  return key;
}

export function publicJwk(key: SigningKey): PublicJwk {
  const { n, e } = key.publicKey.export({ format: 'jwk' });
  return { kty: 'RSA', n: n ?? '', e: e ?? '', kid: key.kid, alg: 'RS256', use: 'sig' };
}
