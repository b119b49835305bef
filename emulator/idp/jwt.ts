import { createSign, createVerify } from 'node:crypto';
import type { SigningKey } from './keys';

export type Claims = Record<string, unknown>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS signed with RS256 (the only algorithm the provider signs or accepts). */
export function signJwt(key: SigningKey, type: 'JWT' | 'at+jwt', claims: Claims): string {
  const input = `${encode({ alg: 'RS256', typ: type, kid: key.kid })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key.privateKey, 'base64url');
  return `${input}.${signature}`;
}

/** True for anything shaped like a compact JWS (three base64url parts), whether or not it is valid. */
export function looksLikeJwt(value: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value);
}

/**
 * The claims of a JWT signed by `key`, or undefined. The header must say RS256, the given type and our key
 * id, so `alg: none`, HS256 (the public key used as an HMAC secret) and tokens of another key all fail here.
 * Time and audience are the caller's to check.
 */
export function verifyJwt(key: SigningKey, type: 'JWT' | 'at+jwt', token: string): Claims | undefined {
  if (!looksLikeJwt(token)) return undefined;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const head = parseJson(header);
  if (!head || head.alg !== 'RS256' || head.typ !== type || head.kid !== key.kid) return undefined;
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(key.publicKey, Buffer.from(signature, 'base64url'));
  return valid ? parseJson(payload) : undefined;
}

function parseJson(part: string): Claims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Claims)
      : undefined;
  } catch {
    return undefined;
  }
}
